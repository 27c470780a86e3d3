extension Collection {
    /// `compactMap` into an array reserved for every element up front, for arrays
    /// kept for the whole run where most elements map: the decoder's screens, params,
    /// links and patterns, a route's URL parameters. `compactMap`'s growing array
    /// would allocate several times for each and keep up to half its capacity unused.
    func compactMapReserved<Mapped>(_ transform: (Element) throws -> Mapped?) rethrows -> [Mapped] {
        var mapped: [Mapped] = []
        mapped.reserveCapacity(count)
        for element in self {
            if let value = try transform(element) { mapped.append(value) }
        }
        return mapped
    }
}
