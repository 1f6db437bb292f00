import AutoLayout
import Foundation

/// What a constraint can relate, as UIKit's `firstItem` and `secondItem` are: a view or a
/// layout guide.
@preconcurrency @MainActor protocol ConstraintItem: AnyObject {
  /// The view whose tree the item is in: the view itself, or the guide's owning view.
  var owningViewForConstraints: UIView? { get }
  /// The item in its window's engine; nil while it is not there.
  var engineItem: LayoutItem? { get }
  /// How logs name it.
  var logName: String { get }
}

/// Where UIKit prints to the console (`NSLog`, standard error): the conflict logs, and the
/// messages UIKit throws exceptions with (which here are logged, never a trap).
enum Console {
  static func log(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }
}
