#include "checksums.hpp"

namespace cks {
std::uint64_t xorshift(const std::string& data)
{
    std::uint64_t h = 88172645463325252ull;
    for (unsigned char c : data) {
        h ^= c;
        h ^= h << 13;
        h ^= h >> 7;
        h ^= h << 17;
    }
    return h;
}
}
