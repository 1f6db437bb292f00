import AutoLayout
import ScenarioFormat

/// Where a modal presentation puts the presented controller's root view (`present:`).
///
/// UIKit's rules, and where each number comes from:
/// - From iOS 13 a page sheet, a form sheet, and a popover adapting to a sheet in compact width
///   are *card* sheets on iPhone: the card starts 10 pt below the status bar and reaches the
///   bottom of the screen, the presenting view scaling down behind it (WWDC 2019 "Modernizing
///   Your UI for iOS 13"; Geoff Hackworth, "View Controller Presentation Changes in iOS 13",
///   hacknicity.medium.com, 2019: "a form sheet, page sheet or popover presentation on iPhone
///   is adapted" by the horizontal size class). So on an iPhone 15 Pro (status bar 54 pt, catalog)
///   the card is [0, 64, 393, 788], and its safe area keeps only the home indicator's 34 pt.
/// - Before iOS 13, and in compact height (an iPhone in landscape, where a card has no room
///   above it), those styles adapt to full screen (the same article; UIKit's
///   `adaptivePresentationStyle` for compact environments).
/// - A form sheet in regular width (iPad) is 540 × 620 pt, centred in the window (UIKit's
///   form-sheet size since iOS 3.2, `UIModalPresentationFormSheet`; the same article notes iPadOS
///   16 made it "slightly bigger" without a figure: not modelled, so 540 × 620 for every release).
/// - A page sheet and a popover in regular width are not modelled: the root view keeps the window
///   and the step says so. Apple documents a page sheet only in words: "roughly the size of a
///   page, where the height is greater than the width; the actual dimensions vary" with the
///   screen and orientation (`UIModalPresentationStyle.pageSheet`), and from iOS 17 its "width
///   follows the readable width" (`UISheetPresentationController.prefersPageSizing`). No source
///   found gives its width, height or origin per iPad, orientation or release, nor the iPadOS 16
///   form sheet's size, so none is guessed here: the nearest is a library imitating it by eye
///   (velos/FlowStack, 2024: at most 706 × 998 with 44-pt margins), not UIKit's figure. A
///   popover's anchor is not calibrated either.
public enum Presentation {
  /// The UIKit form sheet's size in regular width.
  public static let formSheetSize = Size(width: 540, height: 620)
  /// The gap between the status bar and an iPhone card sheet's top edge.
  public static let cardGap = 10.0

  /// The root view's frame for `style` in `window` (nil: the whole window), and a warning when
  /// the style's frame there is not modelled.
  static func frame(_ style: Event.PresentationStyle, in window: Window)
    -> (frame: Rect?, warning: String?)
  {
    if style == .fullScreen { return (nil, nil) }
    // The window's size classes, a resized iPad window's included.
    let traits = TraitCollection(window: window)
    if traits.horizontal == .compact {
      guard window.ios >= .iOS13, traits.vertical == .regular else { return (nil, nil) }
      let top = window.traits.statusBar.value + cardGap
      return (
        Rect(x: 0, y: top, width: window.size.width, height: max(0, window.size.height - top)), nil
      )
    }
    if traits.vertical == .compact { return (nil, nil) }
    guard style == .formSheet else {
      return (
        nil,
        "a \(style.rawValue) in regular width is not modelled (its size is not calibrated); the "
          + "root view keeps the window")
    }
    let width = min(formSheetSize.width, window.size.width)
    let height = min(formSheetSize.height, window.size.height)
    return (
      Rect(
        x: ((window.size.width - width) / 2).rounded(.down),
        y: ((window.size.height - height) / 2).rounded(.down), width: width, height: height),
      nil
    )
  }
}
