/// `UIColor`, kept only so layout code that sets colours compiles: nothing is drawn.
public final class UIColor: Sendable {
  public let red: CGFloat
  public let green: CGFloat
  public let blue: CGFloat
  public let alpha: CGFloat

  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  public static let black = UIColor(white: 0, alpha: 1)
  public static let white = UIColor(white: 1, alpha: 1)
  public static let gray = UIColor(white: 0.5, alpha: 1)
  public static let clear = UIColor(white: 0, alpha: 0)
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  public static let systemRed = red
  public static let systemGreen = green
  public static let systemBlue = blue
  public static let systemYellow = yellow
  public static let systemOrange = orange
  public static let systemBackground = white
  public static let secondarySystemBackground = UIColor(white: 0.95, alpha: 1)
  public static let label = black
  public static let secondaryLabel = gray
}
