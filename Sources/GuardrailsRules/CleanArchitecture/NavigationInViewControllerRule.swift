import GuardrailsCore

/// View controllers report events; the composition root decides where navigation goes.
public struct NavigationInViewControllerRule: Rule {
    public init() {}
    public static let readsTokens = true

    public static let description = RuleDescription(
        id: "navigation-in-view-controller",
        summary: "No UIKit push/present/show/segue calls inside a `…ViewController` type of the package or its extensions.",
        rationale: """
        Guardrail "do not put navigation logic in view controllers": a controller that pushes the next \
        screen knows and creates it, so it cannot be reused or tested alone. Expose a closure callback and \
        wire the navigation in the composition root. Only UIKit's navigation counts: the call passes UIKit's \
        labels (`present(_:animated:)`, `show(_:sender:)`, the controller its unlabelled first argument: `self.show(threadId:animated:)`, \
        a helper the controller declares with that label, is its own method, judged where it navigates), and goes to the controller itself or to a \
        controller it is embedded in (`navigationController`, `presentingViewController`, `parent`), not to a \
        coordinator, a picker (`picker.show(relativeTo:)`) or a static helper (`ErrorHandler.present(self)`). \
        Presenting what belongs to the screen itself (an alert, a share sheet, a system picker or player, its search controller: \
        `screenLocalPresentations` and their subclasses in the package, or a class of the package named as a dialog box, \
        `…Modal`, `…Popup`, `…Toast`, `…Alert` or `…Dialog`, or inheriting one in the package (`ConfirmModal: Modal`; \
        a `…ModalViewController` is a screen named for how it is shown), or a value named like one, \
        `screenLocalNameWords`, or a static member of a type so named (`present(SyncAlerts.offline, animated: true)`), or made by a factory method so named (also one of another object called in place, `present(panel.makeVoiceOverAlert(), animated: true)`) or declared in the file to return one, \
        or a helper declared anywhere in the package whose every function so named returns a view controller type among them (`present(SharingHelper.sharingController(for: link), animated: true)`, `let sheet = Sheets.share(url)` with `-> UIActivityViewController`, or a free function of another file, `let sheet = recipeShareSheet(link)`), \
        a value unwrapped from an optional local (`if let browser = browser`, `if let browser`) being of the type that local is declared with, or that every assignment to it constructs (`browser = SFSafariViewController(url: link)`), \
        or a value whose `mailComposeDelegate` or `messageComposeDelegate` the method sets (only the system's mail and message composers have one, whichever helper built it), \
        `let sheet = makeWalletOptionsSheet(sender:)` with `-> UIAlertController`, or presented by a method whose name shows one (`showDeleteAccountAlert()`, `presentThemePicker()`); a navigation controller the method itself builds (`let nav = UINavigationController()`) is being filled for a presentation, not navigated, \
        and one it builds around a root controller to present (`let nav = UINavigationController(rootViewController: browser)` \
        or `let nav: UINavigationController = .init(rootViewController: browser)`, \
        `present(nav, …)`, or built in the call), or any wrapper it builds around a content controller (a bottom sheet: \
        `let sheet = BottomSheetController(contentViewController: datePicker)`), is judged by that root: framing an `SFSafariViewController` or a picker \
        presents that, while framing a screen of the app (`rootViewController: team`) is navigation; and in the composition root (`compositionLayerKinds`) a callback presenting on a navigation controller \
        its method built (`let nav = CheckoutNavigationController()`, `navigationControllerTypes` or a package subclass) \
        is the wiring the rule asks for; a navigation controller subclass pushing or setting the screens of its own \
        stack (`pushViewController(…)` on `self`) or presenting a modal step on itself (`present(terms, animated: true)`) is \
        the coordinator of its flow, and a split view or tab bar controller subclass placing its own columns or tabs \
        (`showDetailViewController(nav, sender: nil)` or `setViewControllers` on `self`, `columnContainerTypes`) lays out \
        its container, and so does any controller pushing onto the stack of a container it holds as a child (`guard let tabNav = \
        sidebarTabs.navigationController(for: tab)` with `let sidebarTabs: SidebarTabBarController`, a tab bar, split view or \
        navigation controller stored by the controller, then `tabNav.pushViewController(restored, animated: false)`), moving \
        controllers it already has; a screen built there for the push (`tabNav.pushViewController(DetailViewController(…), …)`) \
        stays reported; a value built with a `title:` and a list of `buttons:` or `actions:` (`let sheet = \
        BottomSheet.make(title: "Discard changes?", buttons: [discard, keep])`) asks the screen's question, an alert in \
        all but type; or typed like one: a controller of the app named `…PromptViewController` or `…DialogViewController` \
        asks the screen's question in a sheet, an alert in all but type, and `actionSheet: ItemActionSheet` (or an `…ActionMenu`, `…ActionList` or `…OptionModal` controller) is the \
        screen's own menu of actions, even shown as a popover, a `…PopupViewController` an info card laid over it and closed again, and `tooltip` a hint bubble pointing at one of the \
        screen's controls, and a `spinner`, `progress`, `loading` or `hud` controller the busy indicator it lays over itself \
        while a request runs (`present(spinner, animated: false)`, dismissed when the request returns), and an `imageviewer`, \
        `photoviewer`, `mediaviewer`, `imagepage`, `imagebrowser` (also `photo…` and `media…`), `imagenavigation` (the stack wrapping such a pager) or `lightbox` the full-screen zoom into one of the screen's own pictures, as `QLPreviewController` \
        previews a file (`present(PhotoViewerController(image: thumbnail.image), animated: true)`; pushing one still moves to a screen); anchoring a popover alone tells nothing, as a popover can hold a whole screen, settings \
        opened from a bar button, but one built from what it shows and anchored to the control that asked, by an initializer's \
        `sourceView:` (`sourceItem:`, `barButtonItem:`) or by `.popover` style and `popoverPresentationController?.sourceView` set \
        before `present`, is the screen's own bubble) is not navigation between screens; nor is a closure \
        presenting its own parameter that is only handed on as an alert callback (`alertCallback: present`, where \
        `present` is `{ self.present($0, animated: true) }`), nor a controller presenting itself on a host it is \
        given (a HUD or card: `hostController.present(self, animated: true)`, or a static or class entry point that builds an \
        instance, `self.init(…)`, `BusyOverlayViewController(…)` or its own static factory declared to return it, and presents it alone or in a frame, or a method presenting it in a frame built around \
        `self` on a host passed in, `func presentModally(from hostViewController: UIViewController)` presenting `UINavigationController( \
        rootViewController: self)` on `hostViewController`): where it appears is its caller's choice; \
        presenting a sheet is not enough, as a sheet can hold the next screen, and `confirmation` is no such \
        word, as a confirmation can be a screen of its own (an order's receipt), nor is paging the controller's own \
        embedded container (`pageController.setViewControllers(…)`, `containerTypes`); helpers added to a \
        framework class (`extension UIViewController`) are not a screen of the app, nor is a struct or enum named \
        `…ViewController` (a SwiftUI bridge, `UIViewControllerRepresentable`, presenting a share sheet from its \
        `updateUIViewController`): only a class can be a view controller. A controller that presents \
        a controller its caller passes in through an entry point for others (a requirement of a package \
        protocol such as `func presentOverlay(_ controller: UIViewController)`, or an `override` of UIKit's \
        `present`), or a member read off that parameter (`present(screen.uiviewController, animated: false)` of a \
        wrapper the caller passes), only hosts a screen someone else chose, and a system panel presenting itself (`printController.present(animated:)` \
        on a `UIPrintInteractionController`) is no screen of the app either. Only a presentation can belong to the \
        screen: pushing, showing or setting a controller (`pushViewController(colorPickerController, …)`) moves to a \
        screen of its own, whatever its name (but `show(alert, sender: nil)` or `showDetailViewController(alert, sender: nil)` of a value \
        typed `UIAlertController`, a property so declared or built in the call, presents the alert). A controller class of a dependency (one the package does not declare, and no \
        container such as a navigation or tab bar controller) built in the method with its delegate set to the presenter \
        (`let reader = QRScannerController(); reader.delegate = self; present(reader, animated: true)`) is an input picker \
        handing its result back to the same screen, as `UIImagePickerController` is; the app's own controllers stay reported, \
        unless built with the current value and the choices (`current:` with `options:`, `year:` with `years:`), the screen's own \
        option picker, presented alone or as the root of a navigation controller (pushed, it stays reported, unless named as the \
        screen's own, `let iconPicker = …`, and built with a callback popping the same stack back to the screen: `{ choice in …; \
        navigationController?.popViewController(animated: true) }` hands the choice back as a presented picker does). \
        Turning the pages of a page view controller \
        (`setViewControllers(_:direction:animated:)`) stays on the screen, and so does a method pushing a controller and \
        popping the same stack again afterwards (`navigationController?.popViewController`, at once or queued): a placeholder \
        shown for a moment (a pop before the push replaces the top screen); a segue whose identifier is named \
        `unwind…` (`performSegue(withIdentifier: Segue.unwindToLibrary, …)`) returns to a screen already there, \
        as `dismiss` does (so does a literal identifier, `"unwindFromEditor"`); and \
        presenting an object of a package class that is no view controller (rooted at `NSObject`) goes to the \
        package's own `present(_:animated:)` overload, where the object shows its own sheet or picker. A \
        struct or enum presented that way is a destination the controller picked, and is reported. A controller the method lays over the \
        screen, fading in (`banner.modalPresentationStyle = .overFullScreen` or `.overCurrentContext`, and `banner.modalTransitionStyle = \
        .crossDissolve`, before `present(banner, …)`), is the screen's own popup, a custom alert or toast over a screen that stays beneath \
        it; one faded in `.fullScreen` replaces the screen, and one laid over it sliding in as a sheet does may hold the next screen, so \
        both stay reported, unless what is laid over is an alert by its type's name (`AlertViewController`, `…Popup…`, `…Dialog…`, \
        `…Toast…`) or built from a `title:` and a `message:` or `content:` (`NoticeViewController(title:content:style:)`), the \
        design system's alert (a local shadowed in another `case` of a `switch` is not the one presented); but one presented as a sheet that leaves the screen beneath undimmed (`sheet.largestUndimmedDetentIdentifier = \
        .medium` on its `sheetPresentationController` before `present`, not `nil`) is a panel of a screen still in use, a drawer or \
        docked editor, and so is a popover leaving views beneath it live (`passthroughViews = [view]` on its `popoverPresentationController`), \
        an info bubble over a map still in use; so is a sheet that can rest at half height (`sheet.detents = [.medium(), .large()]` on its \
        `sheetPresentationController` before `present`) reporting back to the presenter (built there with `delegate: self`, or \
        `sheet.delegate = self` in the file): the screen's own bottom sheet (a photo-source choice, a consent to tick), answering it as an \
        action sheet does; a full-height sheet, or one reporting elsewhere, stays reported. A split view controller's delegate pushing, in `splitViewController(_:collapseSecondary:onto:)`, \
        the controllers UIKit hands it onto the primary stack moves screens already shown as the columns collapse. A class carrying an Objective-C name of its own (`@objc(ShareViewController)`, the name an app extension's \
        Info.plist gives its principal class for the system to build) in the composition root (`compositionLayerKinds`) is the root of \
        that product, wiring the screens of its own flow as the rule asks; the composition layer alone is no such root, as an app \
        target holding its screens is often mapped there, and its controllers stay reported. Code compiled only in debug builds \
        (an `#if DEBUG` branch: a debug menu's actions) ships in no product, so its presentations are not reported, and nor does an \
        example app (a program or composition target with a word of `exampleTargetWords` in its name or folder: a library's demo \
        screens, throwaway scaffolding), nor a design system's showcase app (a program or composition target whose declared \
        dependencies reach only modules of `ui` layers, beside another app of the package reaching domain or infrastructure code: it \
        opens sample screens of the UI kit, with no feature to navigate between), unless `checkExampleApps` is set.
        """,
        defaultSeverity: .error,
        options: [
            RuleOption(
                "calls", .strings(["pushViewController", "present", "show", "showDetailViewController", "performSegue", "setViewControllers"]),
                "Calls that navigate."
            ),
            RuleOption("labels", .strings(["animated", "sender"]), "Argument labels that make a call UIKit's navigation call."),
            RuleOption(
                "screenLocalPresentations",
                .strings([
                    "UIAlertController", "UIActivityViewController", "UIDocumentPickerViewController", "UIImagePickerController",
                    "PHPickerViewController", "UIFontPickerViewController", "UIColorPickerViewController", "SFSafariViewController",
                    "MFMailComposeViewController", "MFMessageComposeViewController", "QLPreviewController", "NSAlert",
                    "INUIAddVoiceShortcutViewController", "INUIEditVoiceShortcutViewController", "SKStoreProductViewController",
                    "EKEventEditViewController", "CNContactPickerViewController", "PKAddPassesViewController",
                    "UIPrintInteractionController", "UIPrinterPickerController", "AVPlayerViewController", "UISearchController",
                ]),
                "Presented types that belong to the screen (alerts, sheets, system pickers); presenting them is not navigation."
            ),
            RuleOption(
                "screenLocalNameWords",
                .strings(["alert", "picker", "prompt", "dialog", "actionsheet", "popup", "tooltip", "spinner", "progress", "loading", "hud", "imageviewer", "photoviewer", "mediaviewer", "lightbox",
                    "imagepage", "photopage", "mediapage", "imagenavigation", "photonavigation", "medianavigation",
                    "imagebrowser", "photobrowser", "mediabrowser"]),
                "Words in a presented value's name or type that mark it as belonging to the screen (an alert, a picker, a prompt or dialog asking the user a question, the screen's own action sheet, an info popup, a tooltip pointing at one of its controls, a spinner, progress, loading or HUD overlay shown while the screen waits, an image viewer, pager, browser or lightbox zooming into one of its pictures, or the navigation stack wrapping one)."
            ),
            RuleOption("containerTypes", .strings(["UIPageViewController"]), "Embedded containers whose content a controller manages itself."),
            RuleOption(
                "navigationControllerTypes", .strings(["UINavigationController"]),
                "Navigation stacks: a subclass pushing onto itself runs its flow; one a composition-root method builds may be presented on by the callbacks it wires."
            ),
            RuleOption("compositionLayerKinds", .strings(["composition"]), "Layer kinds of the composition root, where callbacks are wired."),
            RuleOption(
                "columnContainerTypes", .strings(["UISplitViewController", "UITabBarController"]),
                "Containers whose subclasses place their own columns or tabs (`showDetailViewController(_:sender:)` on `self`)."
            ),
            RuleOption("checkExampleApps", .bool(false), "Also check example and demo apps (`exampleTargetWords`): a library's demo screens ship in no product."),
            VendedLibrary.exampleWordsOption,
        ],
        triggering: triggeringExamples,
        nonTriggering: nonTriggeringExamples
    )

    private static let showingVerbs = ["show", "present", "display", "ask", "prompt", "confirm"]
    private static let excludedReceiverWords = ["coordinator", "router", "navigator", "flow", "delegate"]
    private static let controllerReceiverWords = ["controller", "nav", "parent", "presenting", "presented", "split", "window", "vc"]

    public func needsTokens(_ file: LintFile, _ context: RuleContext) -> Bool {
        let calls = NameFilter(context.strings("calls"))
        return file.model.references.contains { reference in
            reference.enclosingType >= 0 && calls.contains(reference.name) && file.model.types[Int(reference.enclosingType)].name.hasSuffix("ViewController")
        }
    }

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        let calls = NameFilter(context.strings("calls"))
        let types = file.model.types
        // The calls a view controller makes, picked out in place: most files make none, and only those are judged.
        let navigating = file.model.references.filter { reference in
            reference.enclosingType >= 0 && calls.contains(reference.name) && types[Int(reference.enclosingType)].name.hasSuffix("ViewController")
        }
        // An example app's screens (`SheetsDemo`, an app under `Examples/`) show the library in use and ship in no product.
        // So do a design system's showcase app's (a UI-kit-only app beside the shipped one), opening component samples.
        guard !navigating.isEmpty, context.flag("checkExampleApps")
                || !VendedLibrary.isExampleAppModule(file.module, context) && !ComponentCatalogApps.isCatalogAppModule(file.module, context) else { return [] }
        let labels = context.stringSet("labels")
        let screenLocal = context.stringSet("screenLocalPresentations")
        let localWords = context.strings("screenLocalNameWords")
        let containers = context.stringSet("containerTypes")
        let tokens = file.tokens
        return navigating.compactMap { reference in
            guard reference.enclosingType >= 0, calls.contains(reference.name) else { return nil }
            let owner = types[Int(reference.enclosingType)].name
            // Only a class can be a view controller: a struct named so is a SwiftUI bridge (`UIViewControllerRepresentable`).
            let declarations = context.index.declarations(named: owner)
            guard owner.hasSuffix("ViewController"), !declarations.isEmpty, !declarations.allSatisfy({ $0.kind == .struct || $0.kind == .enum }),
                  let position = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens),
                  let call = CallSite.at(position, in: tokens), call.hasLabel(in: labels), isController(call.receiver) else { return nil }
            // A debug build's menu (`#if DEBUG`) ships in no product: no coordinator routes it.
            if DebugBranches.encloses(position, in: tokens) { return nil }
            let type = types[Int(reference.enclosingType)]
            // `@objc(ShareViewController)` in the composition root: the class the system builds by that name (an app
            // extension's principal class), the root of its product, wiring the screens of its own flow.
            if isComposition(file, context), Self.isNamedForObjectiveC(type, in: tokens) { return nil }
            // `self?.show(threadId: id, animated: true)`: the controller's own helper, judged where it navigates.
            if call.receiver == .implicitSelf || call.receiver == .explicitSelf,
               Self.callsOwnMethod(reference.name, firstLabel: call.labels.first, owner: owner, types: types, in: tokens) { return nil }
            let method = type.members.last { ($0.line, $0.column) < (Int(reference.line), Int(reference.column)) }
            let methodStart = method.flatMap { TokenLookup.position(line: $0.line, column: $0.column, in: tokens) }
            func judge(_ call: CallSite) -> Violation? {
                // `present(screen.uiviewController, …)`: a member read off the parameter is the caller's choice too.
                let root = call.firstArgument != nil && tokens[position + 2].kind == .identifier ? tokens[position + 2].text : nil
                if Set([call.firstArgument, root].compactMap { $0 }).contains(where: { name in
                    hosts(name, in: type, method: method, methodStart: methodStart, before: position, in: tokens, index: context.index)
                }) { return nil }
                if case .named(let receiver) = call.receiver, let type = declaredType(of: receiver, before: position, in: tokens, owner: owner, types: types),
                   screenLocal.contains(type) || !context.index.supertypes(of: type).isDisjoint(with: screenLocal) { return nil }
                // `if let browser = browser`: the optional local it unwraps says what it holds.
                let presented = presentedType(call, before: position, in: tokens, owner: owner, types: types)
                    ?? call.firstArgument.flatMap { UnwrappedLocal.type(of: $0, before: position, in: tokens) }
                    // `func presentSearchController(_ searchController: UISearchController)`: a parameter's declared type.
                    ?? call.firstArgument.flatMap { name in methodStart.flatMap { FunctionParameters.type(of: name, declaredAt: $0, in: tokens) } }
                if let constructed = constructedType(call, before: position, in: tokens, owner: owner, types: types),
                   isPackageNonController(constructed, index: context.index) { return nil }
                // Only a presentation can belong to the screen; a push, a `show` or a segue moves to a screen of its own.
                let presents = reference.name == "present"
                if presents, SelfPresentation.presentsItself(
                    callOpening: position + 1, method: method, methodStart: methodStart, owner: owner, factories: Self.ownFactories(of: owner, types), in: tokens
                ) { return nil }
                if presents, case .named(let receiver) = call.receiver,
                   SelfPresentation.presentsFramedSelf(callOpening: position + 1, receiver: receiver, method: method, methodStart: methodStart, in: tokens) { return nil }
                // `show(_:sender:)` and `showDetailViewController(_:sender:)` of an alert present it too (an alert is always
                // modal); only its certain type tells.
                if presents || reference.name == "show" || reference.name == "showDetailViewController", let presented,
                   screenLocal.contains(presented) || !context.index.supertypes(of: presented).isDisjoint(with: screenLocal) { return nil }
                // `let modal: ConfirmModal = ConfirmModal(title: …, onConfirm: …)`: the package's own dialog class.
                if presents, let presented, isPackageDialog(presented, index: context.index) { return nil }
                if presents, [call.firstArgument ?? call.firstArgumentCall, presented].contains(where: { name in
                    name.map { name in localWords.contains(where: name.lowercased().contains) || Self.namesActionMenu(name) } ?? false
                }) { return nil }
                // `present(SyncAlerts.noConnection, …)`: a static member or factory of a type named for alerts.
                if presents, let qualifier = typeQualifier(ofArgumentAfter: position + 1, in: tokens),
                   localWords.contains(where: qualifier.lowercased().contains) { return nil }
                if presents, let factory = call.firstArgumentCall ?? call.firstArgument.flatMap({ FactoryResult.factory(initializing: $0, before: position, in: tokens) }),
                   isScreenLocal(madeBy: factory, types, tokens, screenLocal: screenLocal, words: localWords, index: context.index) { return nil }
                // `present(panel.voiceOverAlert(), animated: true)`: an alert another object builds, called in place.
                if presents, let factory = Self.memberFactory(ofArgumentAfter: position + 1, in: tokens),
                   isScreenLocal(madeBy: factory, types, tokens, screenLocal: screenLocal, words: localWords, index: context.index) { return nil }
                // `composer.mailComposeDelegate = self` before `present(composer, …)`: only the system's mail or message
                // composer has that delegate, whichever helper built it; a sheet of the screen's own, like a share sheet.
                if presents, let name = call.firstArgument, Self.setsComposeDelegate(of: name, after: methodStart, before: position, in: tokens) { return nil }
                // `showDeleteAccountAlert()`, `showSortActionSheet()`: the method says it asks the user something here
                // (a delegate callback such as `documentPicker(_:didPickDocumentsAt:)` does not).
                if presents, let method, method.kind == .function, Self.showingVerbs.contains(where: method.name.hasPrefix),
                   localWords.contains(where: method.name.lowercased().contains) { return nil }
                if presents, let name = call.firstArgument,
                   ClosureDestination.isOnlyPassed(parameter: name, at: position, in: tokens, toLabelsWith: localWords) { return nil }
                if presents, let name = call.firstArgument, let built = builtType(name, after: methodStart, before: position, in: tokens),
                   isDependencyPicker(built, context), setsDelegateToSelf(name, after: methodStart, before: position, in: tokens) { return nil }
                // `ChoiceListController<Self>(current: sort, options: SortOrder.allCases)` with `delegate = self`, presented itself
                // or in a navigation stack built around it: the screen's own picker handing its choice back.
                if presents, let name = call.firstArgument,
                   let picker = OwnOptionPicker.picker(presented: name, after: methodStart, before: position, in: tokens, isStack: { isNavigationController($0, context) }),
                   setsDelegateToSelf(picker, after: methodStart, before: position, in: tokens) { return nil }
                if reference.name == "setViewControllers", call.labels.contains("direction") { return nil }
                if case .named(let receiver) = call.receiver, let built = builtType(receiver, after: methodStart, before: position, in: tokens),
                   !presents || isComposition(file, context) && isNavigationController(built, context) { return nil }
                // A navigation controller subclass running a flow (`final class CheckoutFlowController: UINavigationController`)
                // is that flow's coordinator: pushing or replacing the screens of its own stack is its job.
                // Presenting on itself (`present(terms, animated: true)`), it opens a modal step of that flow.
                if ["pushViewController", "setViewControllers", "present"].contains(reference.name), call.receiver == .implicitSelf || call.receiver == .explicitSelf,
                   isNavigationController(owner, context) { return nil }
                // A split view or tab bar controller subclass placing its own columns or tabs (`showDetailViewController(nav,
                // sender: nil)` on `self`) lays out its container, as a navigation controller subclass manages its stack.
                if ["showDetailViewController", "show", "setViewControllers"].contains(reference.name),
                   call.receiver == .implicitSelf || call.receiver == .explicitSelf, isColumnContainer(owner, context) { return nil }
                // `BottomSheet.make(title: …, buttons: [discard, keep])`: a titled value with a list of buttons asks the
                // screen's question, an alert in all but type.
                if presents, let name = call.firstArgument, isAlertLike(name, after: methodStart, before: position, in: tokens) { return nil }
                // `AltTextViewController(alt: alt, sourceView: sender)`, or `.popover` anchored with `popoverPresentationController?
                // .sourceView = sender`: a bubble pointing at one of the screen's controls, built from what it shows.
                if presents, isAnchoredPopover(call, opening: position + 1, after: methodStart, before: position, in: tokens) { return nil }
                // `banner.modalPresentationStyle = .overFullScreen` and `.crossDissolve`: a popup faded in over the screen.
                if presents, let name = call.firstArgument, Self.isFadedOverlay(name, after: methodStart, before: position, in: tokens) { return nil }
                // `let notice = AlertViewController(title: …, content: …)` with `.overFullScreen`: the design system's alert over the screen.
                if presents, let name = call.firstArgument,
                   Self.isOverlaidAlert(name, words: Self.alertWords, after: methodStart, before: position, in: tokens) { return nil }
                // `sheet.largestUndimmedDetentIdentifier = .large` on its sheet, or `passthroughViews` on its popover: a panel or
                // bubble over a screen still in use beneath it.
                if presents, let name = call.firstArgument, LiveBeneathPresentation.isPresented(name, after: methodStart, before: position, in: tokens) { return nil }
                // `sheet.detents = [.medium(), .large()]` on a sheet built with `delegate: self`: the screen's own bottom sheet.
                if presents, let name = call.firstArgument, ReportingHalfSheet.isPresented(name, after: methodStart, before: position, in: tokens) { return nil }
                if reference.name == "pushViewController" || reference.name == "setViewControllers", case .named(let receiver) = call.receiver,
                   call.firstArgumentCall == nil, call.firstArgument.map({ builtType($0, after: methodStart, before: position, in: tokens) == nil }) ?? true,
                   let child = childContainer(bound: receiver, after: methodStart, before: position, in: tokens, owner: owner, types: types),
                   isColumnContainer(child, context) || isNavigationController(child, context) { return nil }
                // `splitViewController(_:collapseSecondary:onto:)`: collapsing its columns, UIKit asks the delegate to move the
                // controllers it already shows onto the primary stack; container mechanics, not a move to a new screen.
                if reference.name == "pushViewController", method?.name == "splitViewController", call.firstArgumentCall == nil { return nil }
                if reference.name == "pushViewController", popsAgain(call.receiver, after: position, methodStart: methodStart, in: tokens) { return nil }
                // `let iconPicker = IconPicker.make(current: icon) { choice in …; self.navigationController?.popViewController(…) }`,
                // then pushed: the screen's own picker, whose callback takes the choice and pops back to this screen.
                if reference.name == "pushViewController", let name = call.firstArgument, localWords.contains(where: name.lowercased().contains),
                   popsInCallback(of: name, receiver: call.receiver, after: methodStart, before: position, in: tokens) { return nil }
                if reference.name == "performSegue", namesUnwindSegue(from: position + 1, in: tokens, file.source) { return nil }
                if case .named(let receiver) = call.receiver, let type = declaredType(of: receiver, before: position, in: tokens, owner: owner, types: types),
                   containers.contains(type) || !context.index.supertypes(of: type).isDisjoint(with: containers) { return nil }
                return Violation(reference, "'\(reference.name)' navigates from '\(owner)'; expose a callback and navigate in the composition root")
            }

            guard let violation = judge(call) else { return nil }
            // `let nav = UINavigationController(rootViewController: browser)`, then `present(nav, …)`: a frame built here
            // only to hold one controller is presented for that controller, judged as if presented alone.
            if reference.name == "present", let root = wrappedRoot(of: call, opening: position + 1, after: methodStart, before: position, in: tokens, context),
               judge(root) == nil { return nil }
            return violation
        }
    }

    /// The controller a navigation controller is built around for the call (`present(UINavigationController(rootViewController:
    /// browser), …)`, or `let nav = UINavigationController(rootViewController: browser)` earlier in the method), as the
    /// call's first argument: a local or property by name, or a controller built in place by its type.
    private func wrappedRoot(
        of call: CallSite, opening: Int, after methodStart: Int?, before position: Int, in tokens: [Token], _ context: RuleContext
    ) -> CallSite? {
        let built: (type: String, opening: Int)?
        if let constructed = call.firstArgumentCall {
            built = opening + 2 < tokens.count && tokens[opening + 1].text == constructed ? (constructed, opening + 2) : nil
        } else if let name = call.firstArgument {
            built = builtDeclaration(of: name, after: methodStart, before: position, in: tokens)
        } else {
            built = nil
        }
        // `MDCBottomSheetController(contentViewController: datePicker)`: a sheet, card or drawer wrapper of any type framing
        // one controller is judged by that content too, as a navigation controller framing its root is.
        guard let frame = built?.opening, let type = built?.type, frame + 4 < tokens.count, tokens[frame + 2].text == ":",
              tokens[frame + 1].text == "contentViewController" || tokens[frame + 1].text == "rootViewController" && isNavigationController(type, context)
        else { return nil }
        let start = frame + 3
        if tokens[start].kind == .identifier, tokens[start].text.first?.isUppercase == true, tokens[start + 1].text == "(", !tokens[start + 1].followsSpace {
            return CallSite(receiver: call.receiver, labels: call.labels, firstArgument: nil, firstArgumentCall: tokens[start].text)
        }
        // `browser`, `self.browser`: the last name of a path of names ending the argument.
        var current = start
        var last: String?
        while current < tokens.count, tokens[current].kind == .identifier || tokens[current].text == "self" || tokens[current].text == "." {
            if tokens[current].kind == .identifier { last = tokens[current].text }
            current += 1
        }
        guard let last, current < tokens.count, tokens[current].text == ")" || tokens[current].text == "," else { return nil }
        return CallSite(receiver: call.receiver, labels: call.labels, firstArgument: last, firstArgumentCall: nil)
    }

    /// `makeDeleteAlert(sender:)`, or a method of this file declared `-> UIAlertController` (or a subclass, or a type
    /// named like an alert): the factory builds something of the screen's own.
    private func isScreenLocal(
        madeBy factory: String, _ types: [TypeDecl], _ tokens: [Token], screenLocal: Set<String>, words: [String], index: PackageIndex
    ) -> Bool {
        guard factory.first?.isLowercase == true else { return false }
        if words.contains(where: factory.lowercased().contains) { return true }
        let isLocal = { (result: String) in
            screenLocal.contains(result) || !index.supertypes(of: result).isDisjoint(with: screenLocal) || words.contains(where: result.lowercased().contains)
        }
        if let result = FactoryResult.declaredType(of: factory, in: types, tokens) { return isLocal(result) }
        // A helper declared in another file (`SharingHelper.sharingController(for:)`): what every function so named returns.
        let results = index.controllerResults(ofFunction: factory)
        return !results.isEmpty && results.allSatisfy(isLocal)
    }

    /// The controller itself, or a controller it sits in; not a coordinator, picker or helper.
    private func isController(_ receiver: CallSite.Receiver) -> Bool {
        switch receiver {
        case .implicitSelf, .explicitSelf, .expression: return true
        case .implicitMember: return false
        case .named(let name):
            let lowered = name.lowercased()
            if Self.excludedReceiverWords.contains(where: lowered.contains) { return false }
            return Self.controllerReceiverWords.contains(where: lowered.contains)
        }
    }

    /// True when the call presents `name`, a parameter of a method other objects call to have a controller
    /// shown (a requirement of a package protocol the controller adopts, or an `override` of UIKit's own):
    /// the caller chose the screen. Private helpers and framework delegate callbacks are the controller's own
    /// decisions. A parameter redeclared before the call is a new value.
    private func hosts(
        _ name: String, in type: TypeDecl, method: MemberDecl?, methodStart: Int?, before position: Int, in tokens: [Token], index: PackageIndex
    ) -> Bool {
        guard let method, method.kind == .function, let start = methodStart else { return false }
        let parameters = FunctionParameters.names(declaredAt: start, in: tokens)
        guard parameters.names.contains(name), method.modifiers.contains("override") || isRequirement(method.name, of: type, index: index) else { return false }
        return !tokens[parameters.end..<position].indices.contains { offset in
            tokens[offset].kind == .identifier && tokens[offset].text == name && tokens[offset - 1].kind == .keyword
                && (tokens[offset - 1].text == "let" || tokens[offset - 1].text == "var")
        }
    }

    /// UIKit's navigation calls take the controller as their unlabelled first argument (`present(_:animated:)`,
    /// `show(_:sender:)`): a call on `self` whose first label is one the controller's own function of that name declares
    /// in this file (`private func show(threadId: String, animated: Bool)`) goes to that helper. Its body's UIKit call is
    /// reported on its own; a wrapper on another receiver (`navigationController?.pushViewController(viewController:…)`) is not this.
    private static func callsOwnMethod(_ name: String, firstLabel: String?, owner: String, types: [TypeDecl], in tokens: [Token]) -> Bool {
        guard let firstLabel, !firstLabel.isEmpty, name != "performSegue" else { return false }
        return types.contains { type in
            type.name == owner && type.members.contains { member in
                member.kind == .function && member.name == name
                    && TokenLookup.position(line: member.line, column: member.column, in: tokens).map { firstParameterLabel(ofFunctionAt: $0, in: tokens) == firstLabel } == true
            }
        }
    }

    /// `threadId` in `func show(threadId: String, …)`, `_` in `func show(_ id: String)`: the first parameter's label.
    private static func firstParameterLabel(ofFunctionAt start: Int, in tokens: [Token]) -> String? {
        guard let opening = tokens[start...].prefix(32).firstIndex(where: { $0.kind == .punctuation && $0.text == "(" }),
              opening + 2 < tokens.count, tokens[opening + 1].kind == .identifier || tokens[opening + 1].text == "_" else { return nil }
        return tokens[opening + 2].text == ":" || tokens[opening + 2].kind == .identifier ? tokens[opening + 1].text : nil
    }

    /// `static func make(…) -> PinController` of `PinController` itself: a factory of the controller, whose result is an instance of it.
    private static func ownFactories(of owner: String, _ types: [TypeDecl]) -> Set<String> {
        Set(types.filter { $0.name == owner }.flatMap(\.members).filter { member in
            member.kind == .function && (member.modifiers.contains("static") || member.modifiers.contains("class")) && member.controllerResult == owner
        }.map(\.name))
    }

    /// Camel-case words of the screen's own menu of actions or options, as an action sheet is: whole words, as
    /// `TransactionListViewController` lists transactions.
    private static let actionMenuWords = ["ActionMenu", "ActionList", "OptionModal", "OptionsModal"]

    /// `ActionMenuViewController`, `StepOptionModalViewController`, `let actionListController`: one of `actionMenuWords`,
    /// capitalized as a word of the name, or its start (not `TransactionList…`).
    private static func namesActionMenu(_ name: String) -> Bool {
        actionMenuWords.contains { word in name.contains(word) || name.hasPrefix(word.prefix(1).lowercased() + word.dropFirst()) }
    }

    private static let dialogSuffixes = ["Modal", "Popup", "PopUp", "Toast", "Alert", "Dialog"]

    /// `ConfirmModal`, or a class of the package whose superclass chain in the package reaches one so named
    /// (`final class ConfirmModal: Modal`): a dialog box the package builds itself, laid over the screen like an alert.
    /// A `…ViewController` on the way (`ModalViewController`) is a screen, named for how it is shown.
    private func isPackageDialog(_ type: String, index: PackageIndex) -> Bool {
        var current = type
        for _ in 0..<8 {
            guard !current.hasSuffix("Controller"), let declaration = index.declarations(named: current).first(where: { $0.kind == .class })
            else { return false }
            if Self.dialogSuffixes.contains(where: current.hasSuffix) { return true }
            guard let superclass = declaration.inheritance.first else { return false }
            current = superclass
        }
        return false
    }

    /// Whether a protocol the package declares, adopted by `type` (or by the type it extends), requires `method`.
    private func isRequirement(_ method: String, of type: TypeDecl, index: PackageIndex) -> Bool {
        let adopted = Set(type.inheritance.map(\.name)).union(index.supertypes(of: type.name))
        return adopted.contains { name in
            index.declarations(named: name).contains { $0.kind == .protocol && index.methodRequirements(of: name, in: $0.module).contains(method) }
        }
    }

    /// A class the package declares that cannot be a view controller: its superclass chain ends at `NSObject`
    /// or at no superclass. Presenting it goes to the package's own overload (`func present(_ importer:
    /// Importer, animated: Bool)` in `extension UIViewController`), where an object shows its own sheet or
    /// picker for the screen. A struct or enum presented that way is a destination (`present(.settings, …)`)
    /// the controller picked, which is navigation.
    private func isPackageNonController(_ type: String, index: PackageIndex) -> Bool {
        var current = type
        for _ in 0..<8 {
            let declared = index.declarations(named: current)
            guard let declaration = declared.first(where: { $0.kind == .class }) else { return false }
            guard let superclass = declaration.inheritance.first, superclass != "NSObject" else { return true }
            if index.declarations(named: superclass).contains(where: { $0.kind == .protocol }) { return true }
            current = superclass
        }
        return false
    }

    /// A method that pushes onto a stack and pops that same stack again (`navigationController?.popViewController(…)`,
    /// at once or queued): a transient push, a placeholder shown for a moment (to make VoiceOver read the screen
    /// again), which leaves the user where they were. A pop in another method is the way back from a real screen, and
    /// one before the push (`popViewController`, then `pushViewController(next, …)`) replaces the top screen.
    private func popsAgain(_ receiver: CallSite.Receiver, after push: Int, methodStart: Int?, in tokens: [Token]) -> Bool {
        guard let methodStart, let end = TokenLookup.bodyEnd(from: methodStart, in: tokens), push < end else { return false }
        let stack = { (receiver: CallSite.Receiver) -> CallSite.Receiver in receiver == .explicitSelf ? .implicitSelf : receiver }
        return (push..<end).contains { position in
            tokens[position].kind == .identifier && tokens[position].text == "popViewController"
                && CallSite.at(position, in: tokens).map { stack($0.receiver) == stack(receiver) } == true
        }
    }

    /// `let picker = Picker.make { … navigationController?.popViewController(animated: true) }` before the push: a pop of the
    /// same stack inside a closure the pushed value is built with, its callback returning to the pushing screen.
    private func popsInCallback(of name: String, receiver: CallSite.Receiver, after methodStart: Int?, before push: Int, in tokens: [Token]) -> Bool {
        guard let methodStart, methodStart < push,
              let declaration = (methodStart..<push).first(where: { index in
                  index + 2 < push && tokens[index].kind == .keyword && (tokens[index].text == "let" || tokens[index].text == "var")
                      && tokens[index + 1].text == name && tokens[index + 2].text == "="
              }) else { return false }
        let stack = { (receiver: CallSite.Receiver) -> CallSite.Receiver in receiver == .explicitSelf ? .implicitSelf : receiver }
        var depth = 0
        for position in (declaration + 3)..<push {
            let token = tokens[position]
            if token.kind == .punctuation, token.text == "{" { depth += 1 }
            if token.kind == .punctuation, token.text == "}" {
                depth -= 1
                // The declaration's closures are closed; what follows is no longer its callback.
                if depth == 0 { break }
            }
            if depth > 0, token.kind == .identifier, token.text == "popViewController",
               CallSite.at(position, in: tokens).map({ stack($0.receiver) == stack(receiver) }) == true { return true }
        }
        return false
    }

    /// `performSegue(withIdentifier: Segue.unwindToList, …)` or `"unwindFromEditor"`: the identifier names an unwind
    /// segue, which goes back to a screen that is already there, as `dismiss` does, instead of creating the next one.
    private func namesUnwindSegue(from opening: Int, in tokens: [Token], _ source: [UInt8]) -> Bool {
        var position = opening + 1
        var depth = 0
        while position < tokens.count, position - opening < 32 {
            let token = tokens[position]
            if token.kind == .punctuation {
                if ["(", "[", "{"].contains(token.text) { depth += 1 }
                if [")", "]", "}"].contains(token.text) { if depth == 0 { return false } else { depth -= 1 } }
                if depth == 0, token.text == "," { return false }
            }
            if token.kind == .identifier, token.text.lowercased().hasPrefix("unwind") { return true }
            if token.kind == .string, depth == 0 { return StringLiteralText.text(of: token, in: source)?.lowercased().hasPrefix("unwind") == true }
            position += 1
        }
        return false
    }

    /// What the call presents: `UIAlertController(…)` itself, a local constant, or a stored property of the controller.
    private func presentedType(_ call: CallSite, before position: Int, in tokens: [Token], owner: String, types: [TypeDecl]) -> String? {
        if let constructed = call.firstArgumentCall { return constructed }
        return call.firstArgument.flatMap { declaredType(of: $0, before: position, in: tokens, owner: owner, types: types) }
    }

    /// What the call presents, only where its type is certain: built in the call, or a local or a stored property
    /// of the controller annotated with its type or built by its initializer.
    private func constructedType(_ call: CallSite, before position: Int, in tokens: [Token], owner: String, types: [TypeDecl]) -> String? {
        if let constructed = call.firstArgumentCall { return constructed }
        guard let name = call.firstArgument else { return nil }
        if let local = LocalDeclaration.typeName(of: name, before: position, in: tokens, exactly: true) { return local }
        let properties = types.filter { $0.name == owner }.flatMap(\.members).filter { $0.kind == .variable && $0.name == name }
        return properties.compactMap(\.propertyType).first { !$0.name.isEmpty && ($0.isAnnotated || $0.isConstructed) }?.name
    }

    /// The type a name was declared with: a local constant, or a stored property of the controller.
    /// `let nav = UINavigationController()` earlier in the same method: a stack the method assembles for a
    /// presentation (judged on its own), not this screen's navigation.
    /// In the composition root, presenting on such a stack the method built is the callback wiring the rule asks for.
    private func builtType(_ name: String, after methodStart: Int?, before position: Int, in tokens: [Token]) -> String? {
        builtDeclaration(of: name, after: methodStart, before: position, in: tokens)?.type
    }

    /// The type and the opening parenthesis of its initializer's arguments, for `let name = Type(…)` or
    /// `let name: Type = .init(…)` in the method before `position`: two spellings of one construction.
    private func builtDeclaration(of name: String, after methodStart: Int?, before position: Int, in tokens: [Token]) -> (type: String, opening: Int)? {
        guard let methodStart, methodStart < position else { return nil }
        for index in methodStart..<position where index + 4 < tokens.count && tokens[index].kind == .keyword
            && (tokens[index].text == "let" || tokens[index].text == "var") && tokens[index + 1].text == name {
            let type = tokens[index + 3]
            guard type.kind == .identifier, type.text.first?.isUppercase == true else { continue }
            // `= Type(` directly, or `: Type = .init(`.
            let opening = tokens[index + 2].text == "=" ? index + 4
                : tokens[index + 2].text == ":" && index + 7 < tokens.count && tokens[index + 4].text == "=" && tokens[index + 5].text == "."
                    && tokens[index + 6].text == "init" ? index + 7 : nil
            if let opening, tokens[opening].text == "(", !tokens[opening].followsSpace { return (type.text, opening) }
        }
        return nil
    }

    /// `Alerts` in `present(Alerts.offline, …)` or `present(Alerts.make(…), …)`: the type the first argument is a member of.
    private func typeQualifier(ofArgumentAfter opening: Int, in tokens: [Token]) -> String? {
        let first = opening + 1
        guard first + 3 < tokens.count, tokens[first].kind == .identifier, tokens[first].text.first?.isUppercase == true,
              tokens[first + 1].text == ".", tokens[first + 2].kind == .identifier, [",", ")", "("].contains(tokens[first + 3].text)
        else { return nil }
        return tokens[first].text
    }

    /// A controller class of a dependency (the package declares no type of that name), not a container of other
    /// screens: with its delegate set to the presenter it is an input picker, like `UIImagePickerController`.
    private func isDependencyPicker(_ type: String, _ context: RuleContext) -> Bool {
        let containers = context.stringSet("navigationControllerTypes").union(context.stringSet("containerTypes")).union(Self.frameworkContainers)
        return type.hasSuffix("Controller") && !containers.contains(type) && context.index.declarations(named: type).isEmpty
            && context.index.nestedDeclarations(named: type).isEmpty
    }

    private static let frameworkContainers: Set = ["UIViewController", "UITabBarController", "UISplitViewController", "UIHostingController", "NSViewController"]

    /// `picker.delegate = self` (or `picker.scanDelegate = self`) between the method's start and the call: the
    /// presented controller reports back to this screen.
    private func setsDelegateToSelf(_ name: String, after methodStart: Int?, before position: Int, in tokens: [Token]) -> Bool {
        guard let methodStart, methodStart + 4 < position else { return false }
        return (methodStart..<(position - 4)).contains { index in
            tokens[index].kind == .identifier && tokens[index].text == name && tokens[index + 1].text == "."
                && tokens[index + 2].kind == .identifier && tokens[index + 2].text.lowercased().hasSuffix("delegate")
                && tokens[index + 3].text == "=" && tokens[index + 4].kind == .keyword && tokens[index + 4].text == "self"
        }
    }

    /// The method called as the whole first argument on another object: `makeAlert` in `present(helper.makeAlert(), …)`
    /// or `present(self.panel.makeAlert(for: stop), …)`.
    private static func memberFactory(ofArgumentAfter opening: Int, in tokens: [Token]) -> String? {
        var position = opening + 1
        var dots = 0
        while position + 1 < tokens.count, tokens[position].kind == .identifier || tokens[position].text == "self" {
            let next = tokens[position + 1]
            if next.kind == .punctuation, next.text == "(", !next.followsSpace {
                guard dots > 0, tokens[position].kind == .identifier, let closing = Parentheses.closing(opening: position + 1, in: tokens),
                      closing + 1 < tokens.count, tokens[closing + 1].text == "," || tokens[closing + 1].text == ")" else { return nil }
                return tokens[position].text
            }
            guard next.kind == .punctuation, next.text == "." else { return nil }
            dots += 1
            position += 2
        }
        return nil
    }

    /// `composer.mailComposeDelegate = …` or `composer.messageComposeDelegate = …` between the method's start and the call.
    private static func setsComposeDelegate(of name: String, after methodStart: Int?, before position: Int, in tokens: [Token]) -> Bool {
        guard let methodStart, methodStart + 3 < position else { return false }
        return (methodStart..<(position - 3)).contains { index in
            tokens[index].kind == .identifier && tokens[index].text == name && tokens[index + 1].text == "."
                && (tokens[index + 2].text == "mailComposeDelegate" || tokens[index + 2].text == "messageComposeDelegate") && tokens[index + 3].text == "="
        }
    }

    /// `UINavigationController` or a class of the package whose superclass chain reaches it (`navigationControllerTypes`).
    private func isNavigationController(_ type: String, _ context: RuleContext) -> Bool {
        let stacks = context.stringSet("navigationControllerTypes")
        return stacks.contains(type) || !context.index.supertypes(of: type).isDisjoint(with: stacks)
    }

    /// `guard let tabNav = sidebarTabs.navigationController(for: tab)`: the type of the stored property of the controller
    /// (not UIKit's inherited `navigationController` or `tabBarController`, which it sits in) the local `name` is read
    /// from. Pushing onto the stack of a container the controller holds as its child arranges that child's content.
    private func childContainer(
        bound name: String, after methodStart: Int?, before position: Int, in tokens: [Token], owner: String, types: [TypeDecl]
    ) -> String? {
        guard let methodStart, methodStart < position,
              let binding = (methodStart..<position).last(where: { index in
                  index + 4 < position && tokens[index].kind == .keyword && (tokens[index].text == "let" || tokens[index].text == "var")
                      && tokens[index + 1].text == name && tokens[index + 2].text == "="
              }) else { return nil }
        var root = binding + 3
        if tokens[root].text == "self", root + 2 < position, tokens[root + 1].text == "." { root += 2 }
        guard root + 1 < position, tokens[root].kind == .identifier, tokens[root + 1].text == "." || tokens[root + 1].text == "?" else { return nil }
        let properties = types.filter { $0.name == owner }.flatMap(\.members).filter { $0.kind == .variable && $0.name == tokens[root].text }
        return properties.compactMap { $0.propertyType?.name }.first { !$0.isEmpty }
    }

    /// `UISplitViewController`, `UITabBarController` or a package class inheriting one (`columnContainerTypes`).
    private func isColumnContainer(_ type: String, _ context: RuleContext) -> Bool {
        let containers = context.stringSet("columnContainerTypes")
        return containers.contains(type) || !context.index.supertypes(of: type).isDisjoint(with: containers)
    }

    /// `let sheet = BottomSheet.make(image: .warning, title: "…", buttons: [...])` in the method before the call: the
    /// value is built from a `title:` and a list of `buttons:` or `actions:`, as an alert is.
    private func isAlertLike(_ name: String, after methodStart: Int?, before position: Int, in tokens: [Token]) -> Bool {
        guard let labels = Self.initializerLabels(of: name, after: methodStart, before: position, in: tokens)?.labels else { return false }
        return labels["title"] != nil && ["buttons", "actions"].contains { labels[$0].map { tokens[$0].text == "[" } ?? false }
    }

    /// `let notice = NoticeViewController(title: "Soon", content: "…", style: .confirmOnly)` or `let vc = AlertViewController(…)`
    /// given `.overFullScreen` (or `.overCurrentContext`) before it is presented: a design system's alert laid over the screen,
    /// which stays beneath it; the type says so (`localWords`: `…Alert…`, `…Popup…`), or its initializer takes a `title:` and a
    /// `message:` or `content:` as an alert's does. A screen presented full screen (`SettingsViewController()`) stays reported.
    private static func isOverlaidAlert(_ name: String, words: [String], after methodStart: Int?, before position: Int, in tokens: [Token]) -> Bool {
        guard isOverlay(name, after: methodStart, before: position, in: tokens),
              let built = initializerLabels(of: name, after: methodStart, before: position, in: tokens) else { return false }
        let type = built.type.lowercased()
        return words.contains { type.contains($0) } || (built.labels["title"] != nil && (built.labels["message"] != nil || built.labels["content"] != nil))
    }

    /// The type (or factory) and the top-level argument labels (each with the position of its value) of `let name = Type(…)` in
    /// the method before `position`.
    private static func initializerLabels(of name: String, after methodStart: Int?, before position: Int, in tokens: [Token]) -> (type: String, labels: [String: Int])? {
        guard let methodStart, methodStart < position,
              let declaration = (methodStart..<position).last(where: { index in
                  index + 3 < position && tokens[index].kind == .keyword && (tokens[index].text == "let" || tokens[index].text == "var")
                      && tokens[index + 1].text == name && tokens[index + 2].text == "=" && isInScope(declaration: index, at: position, in: tokens)
              }) else { return nil }
        // The initializer's call: a type, member path or function name, then its argument list.
        var current = declaration + 3
        while current < position, tokens[current].kind == .identifier || tokens[current].text == "." { current += 1 }
        guard current < position, tokens[current].text == "(" else { return nil }
        let type = tokens[declaration + 3].text
        var depth = 0
        var labels: [String: Int] = [:]
        while current < position {
            let token = tokens[current]
            if token.kind == .punctuation {
                if ["(", "[", "{"].contains(token.text) { depth += 1 }
                if [")", "]", "}"].contains(token.text) {
                    depth -= 1
                    if depth == 0 { break }
                }
            }
            if depth == 1, token.kind == .identifier, current + 2 < position, tokens[current + 1].text == ":",
               ["(", ","].contains(tokens[current - 1].text) {
                labels[token.text] = current + 2
            }
            current += 1
        }
        return (type, labels)
    }

    private static let overlayStyles: Set = ["overFullScreen", "overCurrentContext"]

    /// A local declared at `declaration` is still visible at `position`: no block closes nor `case` of a `switch` opens at its
    /// level in between (`case .saved: let vc = factory.make()` does not shadow the alert declared above the `switch`).
    private static func isInScope(declaration: Int, at position: Int, in tokens: [Token]) -> Bool {
        var depth = 0
        for index in declaration..<position where tokens[index].kind == .punctuation || tokens[index].kind == .keyword {
            switch tokens[index].text {
            case "{": depth += 1
            case "}":
                depth -= 1
                if depth < 0 { return false }
            case "case", "default": if depth == 0 { return false }
            default: continue
            }
        }
        return true
    }

    /// Words of a presented type's name (lowercased) that name an alert laid over the screen.
    private static let alertWords = ["alert", "popup", "dialog", "toast"]

    /// `banner.modalPresentationStyle = .overFullScreen` (or `.overCurrentContext`, also spelled
    /// `UIModalPresentationStyle.overFullScreen`) and `banner.modalTransitionStyle = .crossDissolve` in the method before
    /// the call: faded in over the screen, which stays beneath it, the way a custom alert, popup or toast is shown.
    private static func isFadedOverlay(_ name: String, after methodStart: Int?, before position: Int, in tokens: [Token]) -> Bool {
        let styling = overlayStyling(name, after: methodStart, before: position, in: tokens)
        return styling.overlays && styling.fades
    }

    /// `name.modalPresentationStyle = .overFullScreen` (or `.overCurrentContext`) in the method before the call.
    private static func isOverlay(_ name: String, after methodStart: Int?, before position: Int, in tokens: [Token]) -> Bool {
        overlayStyling(name, after: methodStart, before: position, in: tokens).overlays
    }

    private static func overlayStyling(_ name: String, after methodStart: Int?, before position: Int, in tokens: [Token]) -> (overlays: Bool, fades: Bool) {
        guard let methodStart, methodStart + 5 < position else { return (false, false) }
        var overlays = false
        var fades = false
        for index in methodStart..<(position - 5) where tokens[index].kind == .identifier && tokens[index].text == name
            && tokens[index + 1].text == "." && tokens[index + 3].text == "=" {
            // `.overFullScreen` or `UIModalPresentationStyle.overFullScreen`: the name after the value's last dot.
            let value = tokens[index + 4].text == "." ? index + 5 : tokens[index + 5].text == "." ? index + 6 : position
            guard value < position else { continue }
            if tokens[index + 2].text == "modalPresentationStyle", overlayStyles.contains(tokens[value].text) { overlays = true }
            if tokens[index + 2].text == "modalTransitionStyle", tokens[value].text == "crossDissolve" { fades = true }
        }
        return (overlays, fades)
    }

    /// The presented controller is a popover anchored to one of the screen's views: built with an anchor argument
    /// (`present(NoteViewController(text: note, sourceView: sender), animated: true)`, or a local so built), or built with
    /// arguments and given `.popover` style and an anchor (`popoverPresentationController?.sourceView = sender`) before it is
    /// presented. A bubble over the screen, like an alert. A controller built bare (`SettingsViewController()`) is a screen
    /// of its own, whatever it is shown in, and stays reported.
    private func isAnchoredPopover(_ call: CallSite, opening: Int, after methodStart: Int?, before position: Int, in tokens: [Token]) -> Bool {
        let construction: Int?
        if let constructed = call.firstArgumentCall {
            construction = opening + 3 < tokens.count && tokens[opening + 1].text == constructed && tokens[opening + 2].text == "(" ? opening + 2 : nil
        } else if let name = call.firstArgument, let built = builtDeclaration(of: name, after: methodStart, before: position, in: tokens) {
            construction = built.opening
            if tokens[built.opening + 1].text != ")", Self.isStyledPopover(name, after: methodStart, before: position, in: tokens) { return true }
        } else {
            construction = nil
        }
        guard let construction else { return false }
        // An anchor label at the top level of the initializer's arguments.
        var depth = 0
        var index = construction
        while index + 1 < tokens.count {
            let text = tokens[index].text
            if text == "(" || text == "[" { depth += 1 } else if text == ")" || text == "]" {
                depth -= 1
                if depth == 0 { return false }
            }
            if depth == 1, tokens[index].kind == .identifier, Self.popoverAnchors.contains(text), tokens[index + 1].text == ":" { return true }
            index += 1
        }
        return false
    }

    /// `note.modalPresentationStyle = .popover` and `note.popoverPresentationController?.sourceView = sender` in the method
    /// before the presentation.
    private static func isStyledPopover(_ name: String, after methodStart: Int?, before position: Int, in tokens: [Token]) -> Bool {
        guard let methodStart, methodStart + 6 < position else { return false }
        var styled = false
        var anchored = false
        for index in methodStart..<(position - 6) where tokens[index].kind == .identifier && tokens[index].text == name && tokens[index + 1].text == "." {
            if tokens[index + 2].text == "modalPresentationStyle", tokens[index + 3].text == "=" {
                // `.popover` or `UIModalPresentationStyle.popover`.
                let value = tokens[index + 4].text == "." ? index + 5 : tokens[index + 5].text == "." ? index + 6 : position
                if value < position, tokens[value].text == "popover" { styled = true }
            }
            if tokens[index + 2].text == "popoverPresentationController" {
                let member = tokens[index + 3].text == "?" || tokens[index + 3].text == "!" ? index + 5 : index + 4
                if member + 1 < position, tokens[member - 1].text == ".", popoverAnchors.contains(tokens[member].text), tokens[member + 1].text == "=" { anchored = true }
            }
        }
        return styled && anchored
    }

    /// What a popover points at: a view, a bar item, any item of the screen.
    private static let popoverAnchors: Set<String> = ["sourceView", "sourceItem", "barButtonItem"]

    /// `@objc(ShareViewController) final class ShareViewController`: the class carries an Objective-C name of its own,
    /// the one an Info.plist's principal class names for the system to build.
    private static func isNamedForObjectiveC(_ type: TypeDecl, in tokens: [Token]) -> Bool {
        guard type.kind == .class, let keyword = TokenLookup.position(line: type.line, column: type.column, in: tokens) else { return false }
        var index = keyword - 1
        while index >= 0, keyword - index < 16 {
            let token = tokens[index]
            if token.kind == .attribute, token.text == "objc", index + 1 < keyword, tokens[index + 1].text == "(" { return true }
            if token.kind == .punctuation, ["{", "}", ";"].contains(token.text) { return false }
            index -= 1
        }
        return false
    }

    private func isComposition(_ file: LintFile, _ context: RuleContext) -> Bool {
        file.layerKind.map(context.strings("compositionLayerKinds").contains) ?? false
    }

    private func declaredType(of name: String, before position: Int, in tokens: [Token], owner: String, types: [TypeDecl]) -> String? {
        if let local = LocalDeclaration.typeName(of: name, before: position, in: tokens) { return local }
        let properties = types.filter { $0.name == owner }.flatMap(\.members).filter { $0.kind == .variable && $0.name == name }
        return properties.compactMap { $0.propertyType?.name }.first { !$0.isEmpty }
    }
}
