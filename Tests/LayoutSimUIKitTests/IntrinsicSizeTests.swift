#if canImport(UIKit)
import UIKit
#else
import LayoutSimUIKit
#endif
import Testing

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
