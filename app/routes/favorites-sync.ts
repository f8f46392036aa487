import { sendForm } from '~/lib/send-form'
import { handleFavoritesAction } from '~/lib/trip/favorites-actions.server'
import type { Route } from './+types/favorites-sync'

/**
 * /favorites/sync: the hearts' background sends and the device's one-time import (app/lib/
 * favorites-sync.ts), the same changes as /favorites' forms, answered in JSON (decision 045).
 */
export async function action({ request }: Route.ActionArgs) {
  return handleFavoritesAction(request, { json: true })
}

// No form posts here (fetch does); kept for the rule that every action's route has it.
export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)
