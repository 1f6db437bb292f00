import AutoLayout
import InterfaceBuilderDocument

/// The Dynamic Type size Interface Builder's canvas laid a scene out at, when the file does not
/// record it.
///
/// A storyboard saves the frames of the canvas, and the canvas can preview any Dynamic Type size;
/// newer files record the choice (`dynamicTypePreference`), older ones (Xcode 13, toolsVersion
/// 19162–19455, in the corpus) do not, yet their text-style labels were saved at another size
/// than the default: a Headline label 17 high where a Large line is 20.5 — the height of one line
/// at extraSmall (14 pt). As the safe area Xcode assumed is read off a navigation bar's saved
/// frame, the size is read off the saved heights: when Large explains none of the text-style
/// labels' heights (at their saved widths) in all the file's scenes, the category nearest Large that
/// explains all of them, for every scene.
/// The scenario's header says so; otherwise nothing is inferred.
enum CanvasContentSize {
  struct Inference: Hashable {
    var category: ContentSizeCategory
    /// How many labels it explains.
    var views: Int
  }

  static func infer(roots: [StoryboardDocument.View], scale: Double) -> Inference? {
    typealias Sample = (text: String, style: TextStyle, lines: Int, width: Double, height: Double)
    var samples: [Sample] = []
    func collect(_ view: StoryboardDocument.View) {
      if view.elementName == "label", !view.isMisplaced, !view.isHidden, let text = view.text, !text.isEmpty,
        let style = view.font?.style.flatMap(TextStyle.init(name:)), let frame = view.frame
      {
        samples.append((text, style, view.numberOfLines ?? 1, frame.width, frame.height))
      }
      for child in view.subviews { collect(child) }
    }
    for root in roots { collect(root) }
    guard !samples.isEmpty else { return nil }
    func explains(_ sample: Sample, _ category: ContentSizeCategory) -> Bool {
      let font = SystemFont.preferred(sample.style, category: category)
      // A wrapping label is measured only as far as a height that could still be the saved one:
      // one line more than the saved height holds is taller than it by a line height (more than
      // the tolerance), and so is any longer text. (A label of megabytes wrapped in full for
      // each category made importing it take seconds.)
      let saved = (sample.height / font.lineHeight).rounded(.up)
      let fits = saved.isFinite && abs(saved) < 1e9 ? Int(saved) + 1 : Int.max
      let lines = sample.lines == 1 ? 1 : max(2, sample.lines <= 0 ? fits : min(sample.lines, fits))
      let height = TextMetrics.labelIntrinsicSize(
        text: sample.text, font: font, scale: scale, numberOfLines: lines,
        // The saved width is the text's rounded to pixels: a pixel of slack keeps the
        // model's own rounding from wrapping a line that fit.
        preferredMaxLayoutWidth: sample.lines == 1 ? nil : sample.width + 0.5
      ).height
      return abs(height - sample.height) < 0.26
    }
    // The nearest category to Large that explains every label: the smaller sizes first, in
    // order away from Large, then the larger. A label whose style has the same point size at
    // both categories (Caption 2 is 11 pt from extraSmall to Large) tells them apart by
    // nothing, so only the others must all be unexplained at Large.
    let order: [ContentSizeCategory] =
      [.medium, .small, .extraSmall] + ContentSizeCategory.allCases.filter { $0 > .large }
    let explainedAtLarge = samples.map { explains($0, .large) }
    for category in order {
      let telling = samples.indices.filter {
        SystemFont.preferred(samples[$0].style, category: category).pointSize
          != SystemFont.preferred(samples[$0].style, category: .large).pointSize
      }
      guard !telling.isEmpty, !telling.contains(where: { explainedAtLarge[$0] }) else { continue }
      if samples.allSatisfy({ explains($0, category) }) {
        return Inference(category: category, views: samples.count)
      }
    }
    return nil
  }
}
