import AutoLayout

/// What the automatic checks found at the previous step, with what each finding was found for, so
/// a step checks again only what moved: a superview whose content subviews kept their frames keeps
/// its sibling overlaps, a text view with the same frame size, properties and text environment
/// keeps its truncation finding, a view out of bounds as before keeps its message, and the
/// overlaps across superviews are looked for again only around the views whose window frames
/// changed. The findings are the ones a check of everything gives: every
/// finding depends only on what its key holds. A value in ``Simulation``, so a REPL snapshot keeps
/// its own.
struct CheckMemo {
  /// A view as a check saw it: its engine view (one name for good, compared without hashing or
  /// comparing strings) and the frame the check compared.
  struct Placed: Equatable {
    var id: ViewID
    var frame: Rect
  }

  /// Each superview's content subviews (ids and frames, in order) and the overlaps among them.
  var siblings = SiblingGroups()

  /// The content subviews of every superview, in one array: group `g` (superview
  /// `superviews[g]`, in the order the tree meets them) holds `views[starts[g]..<starts[g + 1]]`.
  /// Flat, so a step with hundreds of small groups makes a few arrays, not one per group.
  struct SiblingGroups {
    var superviews: [ViewID] = []
    var starts: [Int] = [0]
    var views: [Placed] = []
    /// `views[i]`'s index among the step's shown views (where its name is).
    var shownIndices: [Int] = []
    var issues: [[LayoutIssue]] = []

    func group(_ g: Int) -> ArraySlice<Placed> { views[starts[g]..<starts[g + 1]] }
  }

  /// A text view's truncation finding (nil: none) and what it depends on: of the window, only
  /// what its text's measured size depends on (a rotation keeps every finding of a label whose
  /// size it kept).
  struct Truncation {
    var size: Size
    var view: View
    var text: TextEnvironment
    var message: String?
  }
  var truncations: [ViewID: Truncation] = [:]

  /// A view out of its superview's bounds: the message, and the frame, superview and bounds it
  /// was written for (the view's and its superview's names are their engine views' for good).
  struct OutOfBounds {
    var frame: Rect
    var superview: ViewID?
    var bounds: Size
    var message: String
  }
  var outOfBounds: [ViewID: OutOfBounds] = [:]

  /// The candidates of the overlap check across superviews, the pairs found among them (indices
  /// into `candidates`) and the finding of each pair.
  var cross: Cross?

  struct Cross {
    /// What decides which pairs may be compared: each candidate's engine view, its
    /// superview's, and where it and its subtree sit in the tree's order.
    var structure: [CrossKey]
    var windows: [Rect]
    var pairs: [(Int, Int)]
    var issues: [LayoutIssue]
  }

  struct CrossKey: Equatable {
    var id: ViewID
    var superview: ViewID?
    var index: Int
    var end: Int
  }

  /// Beyond this many changed candidates, a whole sweep is cheaper than comparing each changed
  /// one with every other.
  static let incrementalLimit = 16
}
