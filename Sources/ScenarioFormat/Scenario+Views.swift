import AutoLayout

/// One view of the tree, or a layout guide: `«kind»: id` and its properties.
public struct ScenarioView: Hashable, Sendable {
  public var kind: Kind
  public var id: Located<String>
  /// Where the mapping starts.
  public var location: SourceLocation

  // Common properties.
  public var subviews: [ScenarioView] = []
  /// `[w, h]`; `nil` for a side written `none`.
  public var intrinsicSize: Located<[Double?]>?
  public var hugging: Located<[Double]>?
  public var compressionResistance: Located<[Double]>?
  public var layoutMargins: Located<Margins>?
  public var layoutMarginsFollowReadableWidth: Located<Bool>?
  public var preservesSuperviewLayoutMargins: Located<Bool>?
  public var insetsLayoutMarginsFromSafeArea: Located<Bool>?
  public var hidden: Located<Bool>?
  /// `alpha`, 0...1.
  public var alpha: Located<Double>?
  /// `[x, y, w, h]`.
  public var frame: Located<[Double]>?
  public var autoresizing: [Located<Autoresizing>] = []
  public var semanticContent: Located<SemanticContent>?

  // Content properties.
  public var text: Located<String>?
  public var font: Located<Font>?
  public var lines: Located<Int>?
  public var preferredMaxLayoutWidth: Located<Double>?
  public var title: Located<String>?
  /// `[top, leading, bottom, trailing]`.
  public var contentInsets: Located<[Double]>?
  /// An image's size, `[w, h]`.
  public var size: Located<[Double]>?
  public var placeholder: Located<String>?
  /// A text field's `borderStyle`; nil: rounded rect.
  public var border: Located<TextFieldBorderStyle>?
  public var scrollEnabled: Located<Bool>?
  public var axis: Located<Axis>?
  public var alignment: Located<StackAlignment>?
  public var distribution: Located<StackDistribution>?
  public var spacing: Located<Spacing>?
  public var customSpacing: [CustomSpacing] = []
  public var layoutMarginsRelative: Located<Bool>?
  public var baselineRelative: Located<Bool>?
  public var arranged: [Arranged] = []
  /// A scroll view's content.
  public var content: [ScenarioView] = []
  /// A `collection:`'s flow layout: the scroll view is a UICollectionView, its content its items.
  public var flowLayout: Located<FlowLayout>?
  /// A `table:`'s layout: the scroll view is a UITableView, its content its rows, which the
  /// engine places for the window's width and iOS release.
  public var tableLayout: Located<TableLayout>?
  /// A segmented control's segments' titles, in order.
  public var segments: Located<[String]>?
  /// A segmented control's `apportionsSegmentWidthsByContent`.
  public var apportionsSegmentWidthsByContent: Located<Bool>?

  public init(kind: Kind, id: Located<String>, location: SourceLocation) {
    self.kind = kind
    self.id = id
    self.location = location
  }

  public enum Kind: String, Hashable, Sendable, CaseIterable {
    case view, label, button, image, textField, textView, `switch`, slider, stack, scroll, guide
    case segmentedControl
  }

  public enum Margins: Hashable, Sendable {
    /// `[top, leading, bottom, trailing]`.
    case directional([Double])
    /// `{top, left, bottom, right}`.
    case fixed(top: Double, left: Double, bottom: Double, right: Double)
  }

  /// `UIView.AutoresizingMask`'s members.
  public enum Autoresizing: String, Hashable, Sendable, CaseIterable {
    case flexibleLeftMargin, flexibleWidth, flexibleRightMargin, flexibleTopMargin, flexibleHeight,
      flexibleBottomMargin
  }

  /// The format's words are UIKit's, so its enumerations are AutoLayout's.
  public typealias SemanticContent = SemanticContentAttribute

  /// A text style (`largeTitle`) or a system font `{size, weight}`.
  public enum Font: Hashable, Sendable {
    case style(String)
    case system(size: Double, weight: String?)
  }

  public typealias Axis = LayoutAttribute.Axis
  public typealias StackAlignment = StackViewConfiguration.Alignment
  public typealias StackDistribution = StackViewConfiguration.Distribution

  public enum Spacing: Hashable, Sendable {
    case points(Double)
    case system
  }

  /// `customSpacing: {id: spacing}`: the spacing after an arranged view.
  public struct CustomSpacing: Hashable, Sendable {
    public var id: Located<String>
    public var spacing: Located<Double>
  }

  /// An arranged subview: declared here, or an id declared elsewhere.
  public enum Arranged: Hashable, Sendable {
    case view(ScenarioView)
    case reference(Located<String>)
  }

  /// Appends `child` to the subviews of the plain view (`view:` kind) `container` in this tree;
  /// false when there is none.
  mutating func insert(_ child: ScenarioView, into container: String) -> Bool {
    if id.value == container {
      guard kind == .view else { return false }
      subviews.append(child)
      return true
    }
    for index in subviews.indices where subviews[index].insert(child, into: container) {
      return true
    }
    for index in content.indices where content[index].insert(child, into: container) {
      return true
    }
    for index in arranged.indices {
      guard case .view(var view) = arranged[index], view.insert(child, into: container) else {
        continue
      }
      arranged[index] = .view(view)
      return true
    }
    return false
  }

  /// This view and every view declared inside it, depth first, in the file's order.
  ///
  /// - Complexity: O(*n*) in the views: one list filled from an explicit stack, not a list per
  ///   level joined into its parent's (which copied a view once per level above it: a file of
  ///   1,000 nested views took seconds to read).
  public var allViews: [ScenarioView] {
    var result: [ScenarioView] = []
    forEachView { result.append($0) }
    return result
  }

  /// Calls `body` with this view and every view declared inside it, in ``allViews``'s order,
  /// without making that list: a caller that looks at each view once (a screen of 25,000 views
  /// is read, declared and searched for stacks) spares a copy of every view.
  public func forEachView(_ body: (ScenarioView) throws -> Void) rethrows {
    var pending = [self]
    while let view = pending.popLast() {
      try body(view)
      let start = pending.count
      pending += view.subviews
      pending += view.content
      for item in view.arranged {
        if case .view(let child) = item { pending.append(child) }
      }
      pending[start...].reverse()
    }
  }
}
