#include "checksums.hpp"

namespace cks {
std::uint32_t murmur_mix(const std::string& data)
{
    std::uint32_t h = 0x9747b28cu;
    for (unsigned char c : data) {
        h ^= c;
        h *= 0x5bd1e995u;
        h ^= h >> 15;
    }
    return h;
}
}
