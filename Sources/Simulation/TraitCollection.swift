import AutoLayout
import ScenarioFormat

/// The parts of `UITraitCollection` layout depends on: size classes, layout direction, Dynamic
/// Type, Bold Text. Compared before and after an event to decide whether `traitCollectionDidChange` fires and
/// trait variations swap.
struct TraitCollection: Hashable, Sendable {
  var horizontal: TraitVariation.SizeClass
  var vertical: TraitVariation.SizeClass
  var isRightToLeft: Bool
  var contentSize: ContentSizeCategory
  /// `legibilityWeight`: a change fires `traitCollectionDidChange` as a Dynamic Type change does.
  var legibilityWeight: LegibilityWeight

  /// The window's traits. A full-screen window has its device's size classes; a resized one (iPad
  /// split view, Stage Manager) is regular in width from 678 pt — half of a 12.9-inch iPad in
  /// landscape, the narrowest regular-width split — and compact below; its height class stays the
  /// device's.
  init(window: Window) {
    let traits = window.traits
    var horizontal = traits.horizontalSizeClass
    if let size = window.sizeOverride, size != window.device.size(in: window.orientation) {
      horizontal = size.width >= 678 ? .regular : .compact
    }
    self.horizontal = horizontal == .regular ? .regular : .compact
    self.vertical = traits.verticalSizeClass == .regular ? .regular : .compact
    self.isRightToLeft = window.isRightToLeft
    self.contentSize = window.contentSizeCategory
    self.legibilityWeight = window.legibilityWeight
  }

  /// Whether a trait variation's `when:` holds.
  func matches(_ variation: TraitVariation) -> Bool {
    (variation.horizontal.map { $0.value == horizontal } ?? true)
      && (variation.vertical.map { $0.value == vertical } ?? true)
  }

  /// `UITraitCollection`'s description of the size classes, for the log.
  var sizeClassDescription: String { "w\(horizontal == .compact ? "C" : "R") h\(vertical == .compact ? "C" : "R")" }
}

/// The bars of the containers a view controller is embedded in: how far they inset its safe area.
///
/// Heights are UIKit's standard ones (reference/modern-auto-layout.md, the corpus's saved frames):
/// a navigation bar is 44 pt, 32 pt on an iPhone in compact height; a tab bar is 49 pt on
/// iPhones (32 in compact height) and 50 on iPads. The home indicator's inset lies under the tab
/// bar, so the tab bar adds its own height to the device's inset.
public enum Bars {
  /// The safe-area insets the bars of `embed` (outermost first) add in `window`; `largeTitles`
  /// is the navigation bar's `prefersLargeTitles`.
  public static func insets(
    embed: [Controller.Embedding], window: Window, largeTitles: Bool = false
  ) -> EdgeInsets {
    let compactHeight = window.traits.verticalSizeClass == .compact && window.device.idiom == .phone
    var insets = EdgeInsets()
    for container in embed {
      switch container {
      case .navigation:
        insets.top += navigationBarHeight(window, compactHeight: compactHeight, largeTitles: largeTitles)
      case .tab: insets.bottom += window.device.idiom == .pad ? 50 : compactHeight ? 32 : 49
      }
    }
    return insets
  }

  /// A navigation bar's height: 56 pt in an iOS 13+ card or form sheet, which has no status bar
  /// above it (issue 17, "its navigation bar is 56 pt"; Geoff Hackworth, "View Controller
  /// Presentation Changes in iOS and iPadOS 16", hacknicity.medium.com, 2022, on the bar of a
  /// non-full-screen modal), else 44, 32 on an iPhone in compact height.
  ///
  /// A bar showing a large title (`prefersLargeTitles`, iOS 11+) is 52 pt taller: 96 on an
  /// iPhone in portrait. The 52 is the large-title extension Flutter's Cupertino navigation bar
  /// reproduces from iOS (`_kNavBarLargeTitleHeightExtension = 52.0` in flutter/flutter,
  /// packages/flutter/lib/src/cupertino/nav_bar.dart). In compact height iOS shows no large
  /// title, so the bar keeps its compact 32.
  static func navigationBarHeight(
    _ window: Window, compactHeight: Bool, largeTitles: Bool = false
  ) -> Double {
    let isCard = window.presentedFrame != nil && window.ios >= .iOS13
    let standard: Double = isCard ? 56 : compactHeight ? 32 : 44
    let showsLargeTitle = largeTitles && !compactHeight && window.ios >= .iOS11
    return standard + (showsLargeTitle ? 52 : 0)
  }
}

extension Bars {
  /// How far the opaque bars reach into the window from each edge: the device's inset on that
  /// edge plus the bar (an opaque tab bar on an iPhone 8 covers the bottom 49 pt; on an iPhone
  /// with a home indicator, 49 + 34). The root view stops at them (``Window/opaqueBarInsets``).
  static func opaqueInsets(controller: Controller, window: Window) -> EdgeInsets {
    var plain = window
    plain.opaqueBarInsets = .zero
    plain.additionalSafeAreaInsets = .zero
    let device = plain.safeAreaInsets
    let largeTitles = controller.showsLargeTitles
    let bars = insets(embed: controller.embed.map(\.value), window: window, largeTitles: largeTitles)
    var opaque = EdgeInsets()
    if controller.isOpaque(.tab), bars.bottom > 0 {
      let tab = insets(embed: [.tab], window: window).bottom
      opaque.bottom = device.bottom + tab
    }
    if controller.isOpaque(.navigation), bars.top > 0 {
      let navigation = insets(embed: [.navigation], window: window, largeTitles: largeTitles).top
      opaque.top = device.top + navigation
    }
    return opaque
  }
}

