import { useFormAction, useNavigation } from 'react-router'

/** True while this page's form (or `formAction`) is being sent: the button then reads "Submitting...". */
export function useIsPending({
  formAction,
  formMethod = 'POST',
}: { formAction?: string; formMethod?: string } = {}) {
  const navigation = useNavigation()
  const contextual = useFormAction()
  return (
    navigation.state !== 'idle' &&
    navigation.formMethod === formMethod &&
    navigation.formAction === (formAction ?? contextual)
  )
}
