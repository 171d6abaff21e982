#include "tables.hpp"

namespace {
// every prime below kLimit, computed at compile time (was 1 << 16 before the
// sharding tables needed more)
constexpr std::size_t kLimit = 1u << 22;

constexpr std::size_t count_primes() {
    std::size_t n = 0;
    for (std::uint32_t i = 2; i < kLimit; ++i) {
        bool prime = true;
        for (std::uint32_t d = 2; d * d <= i; ++d)
            if (i % d == 0) { prime = false; break; }
        n += prime;
    }
    return n;
}
constexpr std::size_t kCount = count_primes();

constexpr std::array<std::uint32_t, kCount> make_primes() {
    std::array<std::uint32_t, kCount> p{};
    std::size_t n = 0;
    for (std::uint32_t i = 2; n < kCount; ++i) {
        bool prime = true;
        for (std::uint32_t d = 2; d * d <= i; ++d)
            if (i % d == 0) { prime = false; break; }
        if (prime) p[n++] = i;
    }
    return p;
}
constexpr auto kPrimes = make_primes();
} // namespace

std::uint32_t nth_prime(std::size_t i) { return kPrimes[i]; }
std::size_t prime_count() { return kCount; }
