import screen_kit

final class InboxViewModel: ScreenModel<[String]> {
    func refresh() {
        show(["Welcome"])
    }
}
