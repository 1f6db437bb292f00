/// The pre-2013 XIB format: `<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"
/// version="8.00">`, a keyed archive of Interface Builder's objects (Xcode 3 and 4). Xcode 5
/// replaced it with `<document>`; the views are the same, spelled as an archive.
///
/// What it holds: `IBDocument.RootObjects`, an array of objects (`<object class="IBUIView">`),
/// each view with its frame (`NSFrame` `{{x, y}, {w, h}}`, or `NSFrameSize` `{w, h}` for a
/// top-level view), its autoresizing mask in the low six bits of `NSvFlags` (UIViewAutoresizing's
/// bits: flexible left margin 1, width 2, right margin 4, top margin 8, height 16, bottom margin
/// 32), its subviews (`NSSubviews`), and a label's `IBUIText`, a button's `IBUINormalTitle`, a
/// font's `IBUIFontDescription` (`type` 1 system, 2 bold system, 3 italic system; `pointSize`).
/// Shared objects are written once and referred to (`<reference ref="id">`). These XIBs predate
/// Auto Layout: every view is laid out by its frame and mask.
struct ArchiveBuilder {
  typealias Document = StoryboardDocument
  let fileName: String?
  /// Every element with an `id`, for `<reference ref>`.
  var objectsByID: [String: SourceElement] = [:]

  /// IB's archive classes → the `<document>` element names the importer knows.
  static let elementNames: [String: String] = [
    "IBUIView": "view", "IBUIButton": "button", "IBUILabel": "label", "IBUISwitch": "switch",
    "IBUITextField": "textField", "IBUITextView": "textView", "IBUITableView": "tableView",
    "IBUIWindow": "window", "IBUIImageView": "imageView", "IBUIScrollView": "scrollView",
    "IBUISlider": "slider", "IBUISegmentedControl": "segmentedControl",
    "IBUIActivityIndicatorView": "activityIndicatorView", "IBUIProgressView": "progressView",
    "IBUIPageControl": "pageControl", "IBUIStepper": "stepper", "IBUIDatePicker": "datePicker",
    "IBUIPickerView": "pickerView", "IBUINavigationBar": "navigationBar",
    "IBUIToolbar": "toolbar", "IBUITabBar": "tabBar", "IBUISearchBar": "searchBar",
    "IBUIWebView": "webView", "IBMKMapView": "mapView",
  ]

  init(fileName: String?, root: SourceElement) {
    self.fileName = fileName
    func index(_ element: SourceElement) {
      if let id = element.attributes["id"] { objectsByID[id] = element }
      for child in element.children { index(child) }
    }
    index(root)
  }

  func document(from root: SourceElement) throws(StoryboardReaderError) -> Document {
    guard let data = root.child("data") else {
      throw StoryboardReaderError(.missingAttribute(element: "archive", attribute: "data"), file: fileName, line: root.line)
    }
    let target = data.children.first { $0.attributes["key"] == "IBDocument.SystemTarget" }?.text
    let version =
      data.children.first { $0.attributes["key"] == "IBDocument.InterfaceBuilderVersion" }?.text
    var document = Document(
      type: root.attributes["type"] ?? "com.apple.InterfaceBuilder3.CocoaTouch.XIB",
      version: root.attributes["version"], toolsVersion: version ?? "0",
      targetRuntime: target.map { _ in "iOS.CocoaTouch" })
    if root.attributes["type"]?.contains("CocoaTouch") != true {
      throw StoryboardReaderError(.notADocument("archive"), file: fileName, line: root.line)
    }
    let objects = data.children.first { $0.attributes["key"] == "IBDocument.RootObjects" }
    for object in objects?.children ?? [] {
      if let view = try view(object, placement: .root) { document.topLevelViews.append(view) }
    }
    document.reindex()
    return document
  }

  /// The element an `<object>` or a `<reference ref>` stands for.
  func resolve(_ element: SourceElement) -> SourceElement {
    if element.name == "reference", let ref = element.attributes["ref"], let target = objectsByID[ref] {
      return target
    }
    return element
  }

  func value(_ element: SourceElement, _ key: String) -> SourceElement? {
    element.children.first { $0.attributes["key"] == key }.map(resolve)
  }

  func view(_ element: SourceElement, placement: Document.Placement) throws(StoryboardReaderError)
    -> Document.View?
  {
    guard element.name == "object", let className = element.attributes["class"],
      className.hasPrefix("IB"), value(element, "NSvFlags") != nil
        || value(element, "NSFrame") != nil || value(element, "NSFrameSize") != nil
    else { return nil }
    let name = Self.elementNames[className] ?? Self.unknownName(className)
    var view = Document.View(
      elementName: name, id: element.attributes["id"] ?? "", line: element.line)
    view.placement = placement
    view.translatesAutoresizingMaskIntoConstraints = true
    if let frame = value(element, "NSFrame") {
      view.frame = try rect(frame)
    } else if let size = value(element, "NSFrameSize") {
      let r = try rect(size)
      view.frame = Document.Rect(x: 0, y: 0, width: r.width, height: r.height)
    }
    if let flags = value(element, "NSvFlags").flatMap({ Int($0.text) }) {
      view.autoresizingMask = Document.AutoresizingMask(rawValue: flags & 63)
    }
    view.isHidden = value(element, "IBUIHidden")?.text == "YES"
    view.text = value(element, "IBUIText")?.text ?? value(element, "IBUINormalTitle")?.text
    if name == "label" {
      view.numberOfLines = value(element, "IBUINumberOfLines").flatMap { Int($0.text) } ?? 1
    }
    // UITextField.BorderStyle's raw values: 0 none (not written), 1 line, 2 bezel, 3 roundedRect.
    let borderStyles = ["1": "line", "2": "bezel", "3": "roundedRect"]
    if name == "textField",
      let style = value(element, "IBUIBorderStyle").flatMap({ borderStyles[$0.text] })
    {
      view.attributes["borderStyle"] = style
    }
    if let font = value(element, "IBUIFontDescription") {
      let types = ["1": "system", "2": "boldSystem", "3": "italicSystem"]
      view.font = Document.FontDescription(
        type: value(font, "type").flatMap { types[$0.text] },
        pointSize: value(font, "pointSize").flatMap { Double($0.text) })
    }
    for child in value(element, "NSSubviews")?.children ?? [] {
      if let subview = try self.view(resolve(child), placement: .subview) {
        view.subviews.append(subview)
      }
    }
    return view
  }

  /// `IBUIFooBar` → `fooBar`: the importer names it in its error for a class it does not know.
  static func unknownName(_ className: String) -> String {
    let bare = className.hasPrefix("IBUI") ? String(className.dropFirst(4)) : String(className.dropFirst(2))
    return (bare.first.map { String($0).lowercased() } ?? "") + bare.dropFirst()
  }

  /// `{{x, y}, {w, h}}` or `{w, h}`.
  func rect(_ element: SourceElement) throws(StoryboardReaderError) -> Document.Rect {
    let numbers = element.text.split { "{}, ".contains($0) }.compactMap { Double($0) }
    switch numbers.count {
    case 4: return Document.Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    case 2: return Document.Rect(x: 0, y: 0, width: numbers[0], height: numbers[1])
    default:
      throw StoryboardReaderError(
        .invalidValue(
          element: element.name, attribute: element.attributes["key"] ?? "NSFrame",
          value: element.text, expected: "a frame such as {{0, 20}, {320, 460}}"),
        file: fileName, line: element.line)
    }
  }
}
