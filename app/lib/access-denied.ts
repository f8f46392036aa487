/** SPEC section 6: what /admin says to anyone without the right role. */
export const ACCESS_DENIED = 'You must be signed in as an editor or admin.'
export const ADMIN_ONLY = 'Only admins can manage users and roles.'

/** What a refused admin request carries to the admin layout's error boundary. */
export interface AccessDeniedData {
  denied: true
  message: string
}
