extension String {
    /// The text for quoting in a message: itself when short, else its first 40
    /// characters and an ellipsis, so a huge scalar never makes a huge diagnostic.
    var excerpt: String {
        var index = startIndex
        for _ in 0..<40 {
            guard index < endIndex else { return self }
            index = self.index(after: index)
        }
        return index == endIndex ? self : self[..<index] + "…"
    }
}
