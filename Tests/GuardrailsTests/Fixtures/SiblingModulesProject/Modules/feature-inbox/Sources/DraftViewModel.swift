final class DraftViewModel {
    private(set) var text = ""

    func type(_ character: Character) {
        text.append(character)
    }
}
