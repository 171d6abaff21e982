#include "checksums.hpp"

namespace cks {
std::uint64_t fnv1a64(const std::string& data)
{
    std::uint64_t h = 14695981039346656037ull;
    for (unsigned char c : data) {
        h ^= c;
        h *= 1099511628211ull;
    }
    return h;
}
}
