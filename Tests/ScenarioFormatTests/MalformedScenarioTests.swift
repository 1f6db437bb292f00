import Foundation
import XCTest

@testable import ScenarioFormat

/// Malformed scenario files, one mistake (or a few of a kind) each, in `Fixtures/Malformed/`, and
/// the reader's whole output for each: every line, `file:line:column: error: message`, in file
/// order. The command line's tests can run `layoutsim run` on the same files and expect the same
/// lines (and exit status 2).
final class MalformedScenarioTests: XCTestCase {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Malformed")

  /// Each fixture's name (without `.yaml`) and the errors reading it gives (the second half in
  /// MalformedScenarioTests+Later.swift).
  static let expected: [(name: String, errors: String)] = [
    (
      "activate-unknown-constraint",
      "activate-unknown-constraint.yaml:11:16: error: unknown constraint 'titleCentre'; did you mean 'titleCenter'?" + "\n"
        + "activate-unknown-constraint.yaml:12:17: error: unknown constraint 'titleTopp'; did you mean 'titleTop'?" + "\n"
        + "activate-unknown-constraint.yaml:13:16: error: 'title' is a label, not a named constraint; name one with {id: NAME, is: \"…\"}"
    ),
    (
      "add-remove-errors",
      "add-remove-errors.yaml:9:16: error: unknown view 'contaner'" + "\n"
        + "add-remove-errors.yaml:10:16: error: 'gap' is a layout guide; views are added to views" + "\n"
        + "add-remove-errors.yaml:11:26: error: index -1 is outside 0...100000" + "\n"
        + "add-remove-errors.yaml:12:13: error: the root view cannot be removed; remove its subviews" + "\n"
        + "add-remove-errors.yaml:13:13: error: unknown view 'titel'; did you mean 'title'?" + "\n"
        + "add-remove-errors.yaml:14:29: error: unknown view kind 'widget'; expected view, label, button, image, textField, textView, switch, slider, stack, scroll, guide, segmentedControl, table or collection"
    ),
    (
      "alias-bomb",
      "alias-bomb.yaml:6:1: error: 'f' expands to more than 500000 nodes (each use of an alias counts its whole anchored value)"
    ),
    (
      "animate-errors",
      "animate-errors.yaml:10:58: error: unknown priority 'hihg'; did you mean 'high'?" + "\n"
        + "animate-errors.yaml:10:75: error: duration -1 is outside 0...3600" + "\n"
        + "animate-errors.yaml:10:86: error: unknown curve 'bouncy'; expected linear, easeIn, easeOut, easeInOut or spring" + "\n"
        + "animate-errors.yaml:11:30: error: expected true or false, found '1'" + "\n"
        + "animate-errors.yaml:11:57: error: frame count 0 is outside 1...1000" + "\n"
        + "animate-errors.yaml:12:16: error: expected 'ID.PROPERTY', found 'titleTop'"
    ),
    (
      "arranged-errors",
      "arranged-errors.yaml:10:24: error: stack 'inner' cannot arrange 'outer', which contains it" + "\n"
        + "arranged-errors.yaml:10:31: error: stack 'inner' cannot arrange 'inner', which is the stack itself" + "\n"
        + "arranged-errors.yaml:10:45: error: 'gap' is a layout guide; only views can be arranged" + "\n"
        + "arranged-errors.yaml:11:13: error: 'title' is already arranged in stack 'inner'; a view is arranged in one stack" + "\n"
        + "arranged-errors.yaml:13:20: error: the root view cannot be arranged in a stack" + "\n"
        + "arranged-errors.yaml:13:26: error: 'banner' is added by the event at arranged-errors.yaml:16:5, so it cannot be arranged at load"
    ),
    (
      "bad-at",
      "bad-at.yaml:11:9: error: unknown step 'landscap'; did you mean 'landscape'?" + "\n"
        + "bad-at.yaml:13:9: error: step 4 does not exist; the last is step 3" + "\n"
        + "bad-at.yaml:15:9: error: step 0 does not exist; steps count from 1" + "\n"
        + "bad-at.yaml:16:9: error: unknown step 'typign'; did you mean 'typing'?" + "\n"
        + "bad-at.yaml:17:5: error: missing key 'at' in an expectation"
    ),
    (
      "bad-keyboard-action",
      "bad-keyboard-action.yaml:8:15: error: unknown keyboard action 'shwo'; did you mean 'show'?" + "\n"
        + "bad-keyboard-action.yaml:9:22: error: 'height' goes with 'keyboard: show' (a docked keyboard's height), not 'hide'" + "\n"
        + "bad-keyboard-action.yaml:10:15: error: a floating keyboard needs its 'frame': {keyboard: float, frame: [x, y, width, height]}" + "\n"
        + "bad-keyboard-action.yaml:11:22: error: 'frame' goes with 'keyboard: float', not 'show'" + "\n"
        + "bad-keyboard-action.yaml:11:57: error: expected a number, found 'tall'"
    ),
    (
      "bad-orientation",
      "bad-orientation.yaml:2:14: error: unknown orientation 'upsideDown'; expected portrait, portraitUpsideDown, landscapeLeft or landscapeRight" + "\n"
        + "bad-orientation.yaml:9:13: error: unknown orientation 'landscape'; did you mean 'landscapeLeft'?" + "\n"
        + "bad-orientation.yaml:10:14: error: unknown orientation 'sideways'; expected portrait, portraitUpsideDown, landscapeLeft or landscapeRight" + "\n"
        + "bad-orientation.yaml:11:5: error: event 'rotate' needs a value"
    ),
    (
      "bad-priority",
      "bad-priority.yaml:8:35: error: priority 2000 is outside 1...1000" + "\n"
        + "bad-priority.yaml:9:24: error: unknown priority 'hihg'; did you mean 'high'?" + "\n"
        + "bad-priority.yaml:10:24: error: priority 0 is outside 1...1000" + "\n"
        + "bad-priority.yaml:11:36: error: expected a priority after '@': a number in 1...1000, or required, high, low or fittingSize"
    ),
    (
      "bad-relation",
      "bad-relation.yaml:8:14: error: '=>' is not a relation; did you mean '>='?" + "\n"
        + "bad-relation.yaml:9:16: error: '<' is not a relation; did you mean '<='?" + "\n"
        + "bad-relation.yaml:10:17: error: expected '==', '<=' or '>=' after 'go.height'" + "\n"
        + "bad-relation.yaml:11:18: error: expected '==', '<=' or '>=' after 'go.leading'"
    ),
    (
      "constraint-id-clash",
      "constraint-id-clash.yaml:9:12: error: duplicate constraint id 'gap'; first declared at constraint-id-clash.yaml:8:12" + "\n"
        + "constraint-id-clash.yaml:10:12: error: constraint id 'title' is already a view's id (declared at constraint-id-clash.yaml:5:16); 'set' and 'animate' could not tell them apart"
    ),
    (
      "custom-device-base",
      "custom-device-base.yaml:1:16: error: unknown device 'retina6_2'; did you mean 'retina6_1'?" + "\n"
        + "custom-device-base.yaml:1:48: error: expected [top, left, bottom, right], found a list of 3" + "\n"
        + "custom-device-base.yaml:7:28: error: a custom device needs a 'size' or a 'base' device"
    ),
    (
      "custom-device-errors",
      "custom-device-errors.yaml:3:9: error: a device's size must be positive; found [800, -1280]" + "\n"
        + "custom-device-errors.yaml:4:10: error: scale 5 is outside 1...4" + "\n"
        + "custom-device-errors.yaml:5:10: error: unknown idiom 'watch'; expected phone or pad" + "\n"
        + "custom-device-errors.yaml:6:40: error: unknown key 'landscpe'; did you mean 'landscape'?" + "\n"
        + "custom-device-errors.yaml:7:24: error: a keyboard height must be positive" + "\n"
        + "custom-device-errors.yaml:8:3: error: unknown key 'colour'; expected base, name, size, scale, idiom, safeArea, keyboard or rootMargins"
    ),
    (
      "custom-device-geometry",
      "custom-device-geometry.yaml:4:24: error: the portrait safe-area insets leave no room on a 800×1280 device" + "\n"
        + "custom-device-geometry.yaml:4:53: error: safe-area insets cannot be negative" + "\n"
        + "custom-device-geometry.yaml:5:40: error: the landscape keyboard (900) is as tall as the screen (800)"
    ),
    (
      "depth-bomb",
      "depth-bomb.yaml:4:137: error: flow collections ([…] and {…}) are nested deeper than 128 levels; write the inner ones in block style"
    ),
    (
      "duplicate-view-id",
      "duplicate-view-id.yaml:9:24: error: duplicate view id 'title'; first declared at duplicate-view-id.yaml:5:16" + "\n"
        + "duplicate-view-id.yaml:12:37: error: duplicate view id 'email'; first declared at duplicate-view-id.yaml:8:24"
    ),
    (
      "empty-file",
      "empty-file.yaml:1:1: error: the scenario is empty"
    ),
    (
      "empty-mappings",
      "empty-mappings.yaml:8:13: error: 'when' needs a size class: {horizontal: compact}, {vertical: regular} or both" + "\n"
        + "empty-mappings.yaml:12:15: error: 'gap' is a layout guide; it has no properties to set (constrain it instead)" + "\n"
        + "empty-mappings.yaml:15:21: error: expected at least one of x, y, width and height, found nothing"
    ),
    (
      "escaped-double-quoted-columns",
      "escaped-double-quoted-columns.yaml:8:18: error: unexpected character '\"'" + "\n"
        + "escaped-double-quoted-columns.yaml:9:30: error: unknown attribute 'leding'; did you mean 'leading'?" + "\n"
        + "escaped-double-quoted-columns.yaml:10:31: error: unknown attribute 'widht'; did you mean 'width'?" + "\n"
        + "escaped-double-quoted-columns.yaml:12:17: error: unknown attribute 'hieght'; did you mean 'height'?"
    ),
    (
      "event-labels",
      "event-labels.yaml:8:33: error: duplicate step label 'start'; first used at event-labels.yaml:7:22" + "\n"
        + "event-labels.yaml:9:28: error: step label 'end' would be read as 'at: end'; choose another name" + "\n"
        + "event-labels.yaml:10:24: error: step label '3' would be read as a step number; choose another name"
    ),
    (
      "expectation-errors",
      "expectation-errors.yaml:11:14: error: unknown view 'tilte'; did you mean 'title'?" + "\n"
        + "expectation-errors.yaml:11:38: error: 'spacer' is a layout guide: it has no frame on screen" + "\n"
        + "expectation-errors.yaml:11:69: error: expected [x, y, width, height], found a list of 3" + "\n"
        + "expectation-errors.yaml:12:28: error: unknown key 'w'; expected x, y, width or height" + "\n"
        + "expectation-errors.yaml:13:10: error: unknown issue 'overlaps'; did you mean 'overlap'?" + "\n"
        + "expectation-errors.yaml:13:20: error: unknown issue 'clipping'; expected conflicts, ambiguity, overlap, outOfBounds, truncation or negativeSize" + "\n"
        + "expectation-errors.yaml:14:26: error: cannot relate the vertical position 'title.top' to the horizontal position 'view.leading'; positions relate along one axis" + "\n"
        + "expectation-errors.yaml:14:57: error: cannot relate the size 'title.width' to the position 'view.top'; a size relates to a size, a position to a position on the same axis" + "\n"
        + "expectation-errors.yaml:15:16: error: tolerance -1 is outside 0...1000"
    ),
    (
      "folded-and-literal-columns",
      "folded-and-literal-columns.yaml:10:12: error: unknown priority 'hihg'; did you mean 'high'?" + "\n"
        + "folded-and-literal-columns.yaml:12:27: error: unknown attribute 'leding'; did you mean 'leading'?" + "\n"
        + "folded-and-literal-columns.yaml:14:15: error: unknown attribute 'trailng'; did you mean 'trailing'?"
    ),
    (
      "frame-on-constraint-view",
      "frame-on-constraint-view.yaml:7:44: error: unknown autoresizing flag 'flexibleBottom'; did you mean 'flexibleBottomMargin'?" + "\n"
        + "frame-on-constraint-view.yaml:11:48: error: 'title' is laid out by constraints, so a frame set on it would not last; declare it with 'frame:' (and 'autoresizing:') to lay it out by frame" + "\n"
        + "frame-on-constraint-view.yaml:12:29: error: expected [x, y, width, height], found a list of 3"
    ),
    (
      "guide-errors",
      "guide-errors.yaml:6:9: error: 'intrinsicSize' is not a property of a guide (a layout guide is not a view: it has no content, margins, frame or subviews)" + "\n"
        + "guide-errors.yaml:10:13: error: 'contentLayout' is a scroll view's guide; 'title' is a label" + "\n"
        + "guide-errors.yaml:11:14: error: 'spacer' is a layout guide; it has no guide 'safeArea'" + "\n"
        + "guide-errors.yaml:12:14: error: a layout guide has no attribute 'leadingMargin'; its attributes are left, right, top, bottom, leading, trailing, width, height, centerX or centerY" + "\n"
        + "guide-errors.yaml:14:24: error: a layout guide has no attribute 'firstBaseline'; its attributes are left, right, top, bottom, leading, trailing, width, height, centerX or centerY" + "\n"
        + "guide-errors.yaml:15:29: error: 'keyboard' is the root view's guide; write 'keyboard.top'"
    ),
    (
      "huge-numbers",
      "huge-numbers.yaml:1:29: error: number 1e400 is out of range; expected at most 1000000 in magnitude" + "\n"
        + "huge-numbers.yaml:6:34: error: number 99999999 is out of range; expected at most 1000000 in magnitude" + "\n"
        + "huge-numbers.yaml:7:16: error: line count 123456789012345678901234567890 is outside 0...1000000" + "\n"
        + "huge-numbers.yaml:9:22: error: number 10000000 is out of range; expected at most 1000000 in magnitude"
    ),
    (
      "layout-margins-and-font",
      "layout-margins-and-font.yaml:4:20: error: missing key 'right' in the margins" + "\n"
        + "layout-margins-and-font.yaml:7:15: error: unknown text style 'largeTitel'; did you mean 'largeTitle'?" + "\n"
        + "layout-margins-and-font.yaml:9:22: error: font size 0 is outside 1...1000" + "\n"
        + "layout-margins-and-font.yaml:10:24: error: expected [top, leading, bottom, trailing], found a list of 3" + "\n"
        + "layout-margins-and-font.yaml:12:24: error: expected true or false, found 'no'" + "\n"
        + "layout-margins-and-font.yaml:15:23: error: unknown text style 'Body'; did you mean 'body'?" + "\n"
        + "layout-margins-and-font.yaml:15:47: error: expected [top, leading, bottom, trailing], found a list of 5" + "\n"
        + "layout-margins-and-font.yaml:15:84: error: expected [top, leading, bottom, trailing], found a list of 2"
    ),
    (
      "leading-with-left",
      "leading-with-left.yaml:8:21: error: cannot relate 'go.leading' to 'title.left': leading and trailing follow the layout direction, left and right do not; use leading/trailing for both or neither" + "\n"
        + "leading-with-left.yaml:9:25: error: cannot relate 'go.rightMargin' to 'view.trailing': leading and trailing follow the layout direction, left and right do not; use leading/trailing for both or neither"
    ),
    (
      "matrix-errors",
      "matrix-errors.yaml:2:9: error: 'english' is not a language code; expected one such as en, de-CH or zh-Hans" + "\n"
        + "matrix-errors.yaml:8:41: error: device 'iphone-15-pro' is listed twice" + "\n"
        + "matrix-errors.yaml:9:28: error: unknown orientation 'landscape'; did you mean 'landscapeLeft'?" + "\n"
        + "matrix-errors.yaml:9:39: error: orientation 'portrait' is listed twice" + "\n"
        + "matrix-errors.yaml:10:33: error: 'e' is not a language code; expected one such as en, de-CH or zh-Hans" + "\n"
        + "matrix-errors.yaml:11:25: error: unknown content size 'huge'; expected extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge, accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge or accessibilityExtraExtraExtraLarge" + "\n"
        + "matrix-errors.yaml:12:3: error: unknown key 'idioms'; expected devices, orientations, locales or contentSizes"
    ),
    (
      "missing-required-keys",
      "missing-required-keys.yaml:1:1: error: missing key 'controller' in the scenario" + "\n"
        + "missing-required-keys.yaml:1:1: error: missing key 'device' in the scenario"
    ),
    (
      "mixing-axes",
      "mixing-axes.yaml:8:17: error: cannot relate the vertical position 'go.top' to the horizontal position 'title.trailing'; positions relate along one axis" + "\n"
        + "mixing-axes.yaml:9:21: error: cannot relate the horizontal position 'go.centerX' to the vertical position 'view.centerY'; positions relate along one axis" + "\n"
        + "mixing-axes.yaml:10:27: error: cannot relate the vertical position 'go.firstBaseline' to the horizontal position 'title.leading'; positions relate along one axis"
    ),
    (
      "multiplier-misuse",
      "multiplier-misuse.yaml:8:37: error: unexpected '*': the constraint already has a multiplier" + "\n"
        + "multiplier-misuse.yaml:9:41: error: unexpected '*': the constraint already has a multiplier" + "\n"
        + "multiplier-misuse.yaml:10:34: error: expected a number after '*'" + "\n"
        + "multiplier-misuse.yaml:11:7: error: a multiplier of 0 leaves the position 'logo.leading' equal to a constant; positions must be related in pairs" + "\n"
        + "multiplier-misuse.yaml:12:25: error: expected an anchor such as 'other.width' after '*'"
    ),
    (
      "negative-sizes",
      "negative-sizes.yaml:6:16: error: a frame's size cannot be negative" + "\n"
        + "negative-sizes.yaml:9:24: error: an intrinsic size cannot be negative" + "\n"
        + "negative-sizes.yaml:11:15: error: an image's size cannot be negative" + "\n"
        + "negative-sizes.yaml:13:34: error: preferredMaxLayoutWidth cannot be negative" + "\n"
        + "negative-sizes.yaml:16:13: error: a window size must be positive" + "\n"
        + "negative-sizes.yaml:17:30: error: keyboard height 0 is outside 1...10000"
    ),
    (
      "no-cascading-errors",
      "no-cascading-errors.yaml:7:9: error: unknown view kind 'stak'; did you mean 'stack'?" + "\n"
        + "no-cascading-errors.yaml:14:38: error: unknown attribute 'botom'; did you mean 'bottom'?" + "\n"
        + "no-cascading-errors.yaml:17:6: error: unknown event 'rotat'; did you mean 'rotate'?"
    ),
    (
      "no-common-ancestor",
      "no-common-ancestor.yaml:8:7: error: 'banner' is not in the view tree when this constraint is installed at load (the event at no-common-ancestor.yaml:13:5 adds it), so its items have no common ancestor; declare the constraint with 'active: false' and activate it after the 'add'" + "\n"
        + "no-common-ancestor.yaml:10:7: error: 'banner' is not in the view tree when this constraint is installed at load (the event at no-common-ancestor.yaml:13:5 adds it), so its items have no common ancestor; declare the constraint with 'active: false' and activate it after the 'add'"
    ),
    (
      "position-equal-to-constant",
      "position-equal-to-constant.yaml:7:7: error: 'title.top' is a position, which cannot be set to a constant alone; relate it to another anchor, as in 'title.top == superview.top + 20'" + "\n"
        + "position-equal-to-constant.yaml:9:7: error: 'title.centerX' is a position, which cannot be set to a constant alone; relate it to another anchor, as in 'title.centerX == superview.centerX + 20'"
    ),
    (
      "property-of-another-kind",
      "property-of-another-kind.yaml:6:9: error: 'title' is not a property of a label (it is one of a button)" + "\n"
        + "property-of-another-kind.yaml:7:16: error: expected a whole number, found 'two'" + "\n"
        + "property-of-another-kind.yaml:9:9: error: 'font' is not a property of a view (it is one of a label)" + "\n"
        + "property-of-another-kind.yaml:10:9: error: 'textView' is a view kind; start a new list entry ('- textView: ID') for a new view" + "\n"
        + "property-of-another-kind.yaml:12:9: error: 'hidden' is not a property of a guide (a layout guide is not a view: it has no content, margins, frame or subviews)"
    ),
    (
      "set-string-key",
      "set-string-key.yaml:12:23: error: unknown string key 'welcom'; did you mean 'welcome'?" + "\n"
        + "set-string-key.yaml:12:44: error: unknown string key 'continue'; no locale in 'strings' defines it (write '@@continue' for a text that starts with '@')"
    ),
    (
      "set-unknown-property",
      "set-unknown-property.yaml:12:17: error: unknown property 'txt' of label 'title'; did you mean 'text'?" + "\n"
        + "set-unknown-property.yaml:12:36: error: unknown property 'spasing' of stack 'form'; did you mean 'spacing'?" + "\n"
        + "set-unknown-property.yaml:12:57: error: unknown property 'constnt' of constraint 'formTop'; did you mean 'constant'?" + "\n"
        + "set-unknown-property.yaml:13:17: error: 'opaque' is not modelled: it does not change layout" + "\n"
        + "set-unknown-property.yaml:13:33: error: 'subviews' cannot be set; change the hierarchy with 'add' and 'remove'"
    ),
    (
      "set-wrong-target-kind",
      "set-wrong-target-kind.yaml:11:17: error: 'axis' is not a property of label 'title' (it is one of a stack)" + "\n"
        + "set-wrong-target-kind.yaml:11:40: error: 'constant' is a constraint's property, but 'form' is a stack; name the constraint ({id: NAME, is: …}) and change NAME.constant" + "\n"
        + "set-wrong-target-kind.yaml:11:61: error: 'hidden' is a view's property, but 'formTop' is a constraint; a constraint has constant, priority and active" + "\n"
        + "set-wrong-target-kind.yaml:11:81: error: 'title' is laid out by constraints, so a frame set on it would not last; declare it with 'frame:' (and 'autoresizing:') to lay it out by frame" + "\n"
        + "set-wrong-target-kind.yaml:12:11: error: unknown view or constraint 'titel'; did you mean 'title'?" + "\n"
        + "set-wrong-target-kind.yaml:12:30: error: unknown view or constraint 'formTp'; did you mean 'formTop'?" + "\n"
        + "set-wrong-target-kind.yaml:12:55: error: 'text' is not a property of view 'view' (it is one of a label)"
    ),
    (
      "set-wrong-type",
      "set-wrong-type.yaml:14:21: error: expected true or false, found 'maybe'" + "\n"
        + "set-wrong-type.yaml:15:20: error: line count -1 is outside 0...1000000" + "\n"
        + "set-wrong-type.yaml:16:38: error: unknown font weight 'heavyish'; expected ultraLight, thin, light, regular, medium, semibold, bold, heavy or black" + "\n"
        + "set-wrong-type.yaml:17:18: error: unknown axis 'diagonal'; expected horizontal or vertical" + "\n"
        + "set-wrong-type.yaml:18:21: error: expected a number, found 'wide'" + "\n"
        + "set-wrong-type.yaml:19:27: error: priority 2000 is outside 1...1000" + "\n"
        + "set-wrong-type.yaml:20:27: error: expected [width, height], found a list of 1" + "\n"
        + "set-wrong-type.yaml:21:25: error: expected a number, found 'eight'" + "\n"
        + "set-wrong-type.yaml:22:25: error: priority 1001 is outside 1...1000" + "\n"
        + "set-wrong-type.yaml:23:23: error: expected true or false, found 'yes'"
    ),
    (
      "several-errors-in-file-order",
      "several-errors-in-file-order.yaml:3:14: error: unknown orientation 'landscape'; did you mean 'landscapeLeft'?" + "\n"
        + "several-errors-in-file-order.yaml:8:15: error: text '@titel' names the string key 'titel', but the scenario has no 'strings'; write '@@titel' for a text that starts with '@'" + "\n"
        + "several-errors-in-file-order.yaml:9:9: error: unknown view kind 'lable'; did you mean 'label'?" + "\n"
        + "several-errors-in-file-order.yaml:13:13: error: unknown attribute 'leding'; did you mean 'leading'?" + "\n"
        + "several-errors-in-file-order.yaml:14:17: error: unknown view 'tilte'; did you mean 'title'?" + "\n"
        + "several-errors-in-file-order.yaml:17:15: error: unknown keyboard action 'shwo'; did you mean 'show'?" + "\n"
        + "several-errors-in-file-order.yaml:19:9: error: step 9 does not exist; the last is step 1" + "\n"
        + "several-errors-in-file-order.yaml:20:14: error: unknown view 'og'"
    ),
    (
      "single-quoted-columns",
      "single-quoted-columns.yaml:8:36: error: unexpected character \"'\"" + "\n"
        + "single-quoted-columns.yaml:9:28: error: unknown attribute 'leding'; did you mean 'leading'?" + "\n"
        + "single-quoted-columns.yaml:10:44: error: unknown attribute 'widht'; did you mean 'width'?"
    ),
    (
      "size-to-position",
      "size-to-position.yaml:8:19: error: cannot relate the size 'go.width' to the position 'title.leading'; a size relates to a size, a position to a position on the same axis" + "\n"
        + "size-to-position.yaml:9:17: error: cannot relate the position 'go.top' to the size 'title.height'; a size relates to a size, a position to a position on the same axis"
    ),
  ] + laterExpected

  func testEveryFixtureIsListedOnce() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path)
      .filter { $0.hasSuffix(".yaml") }
      .map { String($0.dropLast(".yaml".count)) }
    XCTAssertEqual(files.sorted(), Self.expected.map(\.name).sorted())
    XCTAssertEqual(Set(Self.expected.map(\.name)).count, Self.expected.count)
    XCTAssertGreaterThanOrEqual(Self.expected.count, 40)
  }

  func testEachFixtureReportsExactlyItsErrors() {
    for (name, expected) in Self.expected {
      let url = Self.directory.appendingPathComponent(name + ".yaml")
      XCTAssertEqual(errors(reading: url), expected, name)
    }
  }

  func testTheErrorsOfAFileComeInTheFileOrder() {
    for (name, expected) in Self.expected {
      let locations = expected.split(separator: "\n").map { line -> [Int] in
        line.split(separator: ":").dropFirst().prefix(2).compactMap { Int($0) }
      }
      XCTAssertEqual(locations, locations.sorted { $0.lexicographicallyPrecedes($1) }, name)
    }
  }

  /// A file past the size limit is refused before it is read (generated here rather than kept).
  func testAFileTooLargeIsRefusedBeforeItIsRead() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("too-large-\(UUID()).yaml")
    var text = "device: iphone-15-pro\ncontroller: {view: {}}\n"
    text += "# " + String(repeating: "x", count: ScenarioBounds.maximumBytes) + "\n"
    try text.write(to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    XCTAssertEqual(
      errors(reading: url),
      "\(url.lastPathComponent):1:1: error: the file is \(text.utf8.count) bytes; "
        + "a scenario may have at most 4194304")
  }
}
