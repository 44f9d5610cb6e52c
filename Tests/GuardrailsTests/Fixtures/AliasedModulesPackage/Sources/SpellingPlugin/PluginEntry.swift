import Text

public enum PluginEntry {
    public static func wordCount(of words: [String]) -> Int {
        Document(words: words).words.count
    }
}
