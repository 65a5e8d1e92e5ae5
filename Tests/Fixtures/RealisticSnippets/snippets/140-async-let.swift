// ios: 15
// expect: pass
// topic: async let to load in parallel
// apis: async let, Task.sleep(nanoseconds:)
struct UserProfile { let name: String }
struct UserStats { let posts: Int }

func fetchProfile() async throws -> UserProfile {
    try await Task.sleep(nanoseconds: 100_000_000)
    return UserProfile(name: "Ana")
}

func fetchStats() async throws -> UserStats {
    try await Task.sleep(nanoseconds: 100_000_000)
    return UserStats(posts: 12)
}

func loadDashboard() async throws -> String {
    async let profile = fetchProfile()
    async let stats = fetchStats()
    let (p, s) = try await (profile, stats)
    return "\(p.name): \(s.posts) publicaciones"
}
