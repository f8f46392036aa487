import { redirect } from 'react-router'

// Newsletter sign-ups are POSTed here from the blog's newsletter box; storing them belongs to the
// submissions work. A plain GET has nothing to show, so it goes to the blog.
export function loader() {
  return redirect('/blog')
}
