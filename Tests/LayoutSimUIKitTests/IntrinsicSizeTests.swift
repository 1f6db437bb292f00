import Testing

#if canImport(UIKit)
  import UIKit
#else
  import LayoutSimUIKit
#endif

// Modern Auto Layout, chapter 7 (`reference/modern-auto-layout.md` T32, T33): a custom view
// with an intrinsic height of 100, and priorities in code.

/// "Custom view with an intrinsic height of 100 points" (T32), whose height can change.
final class BarView: UIView {
  var barHeight: CGFloat = 100 {
    didSet { invalidateIntrinsicContentSize() }
  }

  override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: barHeight)
  }
}

@MainActor
struct IntrinsicSizeTests {
  /// Pinned at the top and sides (50 in), the bar is as tall as it says: 100, then 40.
  @Test func customIntrinsicContentSize() {
    let controller = UIViewController()
    let window = WindowFixture.show(controller)
    let view = controller.view!
    let bar = BarView()
    bar.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(bar)
    NSLayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 50),
      bar.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -50),
      bar.topAnchor.constraint(equalTo: view.topAnchor, constant: 50),
    ])
    window.layoutIfNeeded()
    #expect(bar.intrinsicContentSize == CGSize(width: -1, height: 100))
    #expect(bar.frame == CGRect(x: 50, y: 50, width: 275, height: 100))
    bar.barHeight = 40
    window.layoutIfNeeded()
    #expect(bar.frame == CGRect(x: 50, y: 50, width: 275, height: 40))
    #expect(!bar.hasAmbiguousLayout)
  }

  /// T33: the largest square, centred: width == height, no larger than the root either way,
  /// as wide as the root at 750. Portrait: side min(375, 667) = 375 at y = (667 − 375) / 2 = 146;
  /// landscape: side 375 at x = (667 − 375) / 2 = 146.
  @Test func largestPossibleSquare() {
    let controller = UIViewController()
    let window = WindowFixture.show(controller)
    let view = controller.view!
    let square = UIView()
    square.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(square)
    let preferredWidth = square.widthAnchor.constraint(equalTo: view.widthAnchor)
    preferredWidth.priority = .defaultHigh
    NSLayoutConstraint.activate([
      square.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      square.centerYAnchor.constraint(equalTo: view.centerYAnchor),
      square.widthAnchor.constraint(equalTo: square.heightAnchor),
      square.widthAnchor.constraint(lessThanOrEqualTo: view.widthAnchor),
      square.heightAnchor.constraint(lessThanOrEqualTo: view.heightAnchor),
      preferredWidth,
    ])
    window.layoutIfNeeded()
    #expect(square.frame == CGRect(x: 0, y: 146, width: 375, height: 375))
    window.frame = WindowFixture.landscape
    window.layoutIfNeeded()
    #expect(square.frame == CGRect(x: 146, y: 0, width: 375, height: 375))
  }

  /// Priorities in code: `UILayoutPriority` arithmetic and the getters read back what was set;
  /// views made in code hug at 250 and resist at 750 (`reference/modern-auto-layout.md`).
  @Test func contentPriorities() {
    let label = UILabel()
    #expect(label.contentHuggingPriority(for: .horizontal) == .defaultLow)
    #expect(label.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    label.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
    label.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
    #expect(label.contentHuggingPriority(for: .horizontal).rawValue == 251)
    #expect(label.contentCompressionResistancePriority(for: .horizontal).rawValue == 749)
    #expect(UILayoutPriority.required > .defaultHigh)
    #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
  }
}

/// A cell's content: two bars stacked 10 from the top and bottom, 5 apart, 20 from the leading
/// edge, with at least 20 after the wider one.
final class TwoBarCell: UIView {
  let top = FixedSizeView(CGSize(width: 100, height: 40))
  let bottom = FixedSizeView(CGSize(width: 60, height: 30))

  override init(frame: CGRect) {
    super.init(frame: frame)
    for bar in [top, bottom] {
      bar.translatesAutoresizingMaskIntoConstraints = false
      addSubview(bar)
    }
    NSLayoutConstraint.activate([
      top.topAnchor.constraint(equalTo: topAnchor, constant: 10),
      bottom.topAnchor.constraint(equalTo: top.bottomAnchor, constant: 5),
      bottomAnchor.constraint(equalTo: bottom.bottomAnchor, constant: 10),
      top.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
      bottom.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
      trailingAnchor.constraint(greaterThanOrEqualTo: top.trailingAnchor, constant: 20),
      trailingAnchor.constraint(greaterThanOrEqualTo: bottom.trailingAnchor, constant: 20),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

final class FixedSizeView: UIView {
  let size: CGSize
  init(_ size: CGSize) {
    self.size = size
    super.init(frame: .zero)
  }
  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
  override var intrinsicContentSize: CGSize { size }
}

@MainActor
struct FittingSizeTests {
  /// Compressed: 20 + 100 + 20 = 140 wide, 10 + 40 + 5 + 30 + 10 = 95 high. At a required
  /// width of 320 (a table cell's), the height is still 95.
  @Test func fittingSizes() {
    let cell = TwoBarCell()
    #expect(
      cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        == CGSize(width: 140, height: 95))
    let sized = cell.systemLayoutSizeFitting(
      CGSize(width: 320, height: UIView.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    #expect(sized == CGSize(width: 320, height: 95))
    // The cell's own frame is untouched.
    #expect(cell.frame == .zero)
  }
}

@MainActor
struct DynamicTypeTests {
  /// Apple's Dynamic Type table: Body is 17 points at the default size (Large) and 33 at
  /// Accessibility Large (AX2), so `UIFontMetrics` scales by 33 / 17: 17 → 33, 34 → 66.
  @Test func fontMetricsScale() {
    let metrics = UIFontMetrics(forTextStyle: .body)
    let ax2 = UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)
    #expect(metrics.scaledValue(for: 34, compatibleWith: ax2) == 66)
    #expect(metrics.scaledFont(for: .systemFont(ofSize: 17), compatibleWith: ax2).pointSize == 33)
    #expect(metrics.scaledValue(for: 34, compatibleWith: nil) == 34)
  }

  /// A label with a scaled custom font that adjusts grows with the device's text size; one
  /// that does not adjust keeps its size.
  @Test func labelsFollowTheContentSize() throws {
    let device = try SimulatedDevice("iphone-15-pro")
    let controller = UIViewController()
    device.launch(controller)
    let adjusting = UILabel()
    adjusting.text = "Headline"
    adjusting.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17))
    adjusting.adjustsFontForContentSizeCategory = true
    let fixed = UILabel()
    fixed.text = "Headline"
    fixed.font = .systemFont(ofSize: 17)
    for label in [adjusting, fixed] {
      label.translatesAutoresizingMaskIntoConstraints = false
      controller.view.addSubview(label)
      label.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor).isActive = true
    }
    adjusting.topAnchor.constraint(equalTo: controller.view.topAnchor).isActive = true
    fixed.bottomAnchor.constraint(equalTo: controller.view.bottomAnchor).isActive = true
    controller.view.layoutIfNeeded()
    let before = (adjusting.frame.size, fixed.frame.size)
    #expect(abs(before.0.height - before.1.height) < 0.001)
    #expect(before.0.width == before.1.width)
    // At AX2 the adjusting label's font is 33 points: its line about 33 / 17 times as tall.
    device.setPreferredContentSizeCategory(.accessibilityLarge)
    #expect(adjusting.frame.height > before.0.height * 1.8)
    #expect(fixed.frame.size == before.1)
    #expect(device.steps.last?.event == "contentSize: accessibilityLarge")
  }
}

/// UIKit makes a view's content-size constraints in the update-constraints pass, after the
/// constraints activated with it (`reference/auto-layout-demystified-2.md` TC-01: of two
/// conflicting required constraints, the one added second is broken), as a loaded scenario does.
@MainActor
struct ContentSizeOrderTests {
  /// A 16 × 16 view hugging and resisting at 1000 with a required 30-point width, added and
  /// constrained before a pass: the content-size constraint (made later) is broken, the view 30
  /// wide and 16 high. Once it is in, a required 40-point width activated later is the one
  /// broken: the width stays 30.
  @Test func requiredConflictBreaksTheContentSizeConstraint() {
    let controller = UIViewController()
    let window = WindowFixture.show(controller)
    let icon = FixedSizeView(CGSize(width: 16, height: 16))
    icon.translatesAutoresizingMaskIntoConstraints = false
    icon.setContentHuggingPriority(.required, for: .horizontal)
    icon.setContentCompressionResistancePriority(.required, for: .horizontal)
    controller.view.addSubview(icon)
    NSLayoutConstraint.activate([
      icon.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
      icon.topAnchor.constraint(equalTo: controller.view.topAnchor),
      icon.widthAnchor.constraint(equalToConstant: 30),
    ])
    window.layoutIfNeeded()
    #expect(icon.frame == CGRect(x: 0, y: 0, width: 30, height: 16))
    let log = window.consoleMessages.joined(separator: "\n")
    #expect(log.contains("breaking constraint \n<NSContentSizeLayoutConstraint"), "\(log)")
    let wider = icon.widthAnchor.constraint(equalToConstant: 40)
    wider.isActive = true
    window.layoutIfNeeded()
    #expect(icon.frame.width == 30)
    #expect(window.consoleMessages.last?.contains("width == 40") == true)
  }
}
