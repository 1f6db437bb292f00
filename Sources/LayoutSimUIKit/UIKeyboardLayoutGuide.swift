/// `UIKeyboardLayoutGuide`: where the keyboard is, for the view controller's view. Docked, it
/// is the keyboard's frame; hidden, or undocked while `followsUndockedKeyboard` is false, it
/// sits on the safe area's bottom (or the view's, without `usesBottomSafeArea`) — Apple's rules,
/// as the scenario engine's keyboard model applies them. The simulator moves the keyboard.
@preconcurrency @MainActor open class UIKeyboardLayoutGuide: UILayoutGuide {
  public var followsUndockedKeyboard = false { didSet { owningView?.setNeedsLayout() } }
  public var usesBottomSafeArea = true { didSet { owningView?.setNeedsLayout() } }
}

extension UIView {
  /// The keyboard layout guide. The window places the one of the view it lays out at its root
  /// (the root view controller's view); constraints to another view's stay pending.
  public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
    if let keyboardGuideStorage { return keyboardGuideStorage }
    let guide = UIKeyboardLayoutGuide()
    guide.identifier = "UIViewKeyboardLayoutGuide"
    guide.owningView = self
    keyboardGuideStorage = guide
    return guide
  }
}
