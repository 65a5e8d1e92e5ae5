// ios: 15
// expect: error 6: must be unwrapped
// topic: subscripting the optional userInfo dictionary directly
// apis: Notification.userInfo, UIResponder.keyboardAnimationDurationUserInfoKey
func keyboardAnimationDuration(from notification: Notification) -> Double {
    let duration = notification.userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double
    return duration ?? 0.25
}
