/// Finds a word as a whole word in a name written in camel case or with separators: for path components (debug screens)
/// and target names (benchmarks) alike.
enum WholeWords {
    /// `QA` in `QA Features`, `QAToolsView`, `Flags_QA`, not in `SQAReport` or `QAs`: the word starts at a word boundary
    /// (the start, a non-letter, after a lowercase letter, or, for a capitalized word, after an acronym: `QPSBenchmark`)
    /// and ends at one (the end, a non-letter, or a capital starting a new word: a capital followed by a lowercase letter,
    /// or any capital after a word ending in lowercase).
    static func holds(_ word: String, in component: Substring) -> Bool {
        let characters = Array(component), target = Array(word)
        guard !target.isEmpty, characters.count >= target.count else { return false }
        return (0...(characters.count - target.count)).contains { start in
            guard Array(characters[start..<start + target.count]) == target else { return false }
            let before = start > 0 ? characters[start - 1] : nil
            // A capitalized word also starts right after an acronym (`Benchmark` in `QPSBenchmark`), not an acronym itself (`QA` in `SQAReport`).
            let startsCamelWord = target[0].isUppercase && (target.count == 1 || target[1].isLowercase)
            guard before.map({ !$0.isLetter || $0.isLowercase && target[0].isUppercase || $0.isUppercase && startsCamelWord }) ?? true else { return false }
            let end = start + target.count
            guard end < characters.count else { return true }
            let next = characters[end]
            if !next.isLetter { return true }
            guard next.isUppercase else { return false }
            return target[target.count - 1].isLowercase || (end + 1 < characters.count && characters[end + 1].isLowercase)
        }
    }
}
