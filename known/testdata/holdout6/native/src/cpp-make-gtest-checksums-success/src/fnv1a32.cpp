#include "checksums.hpp"

namespace cks {
std::uint32_t fnv1a32(const std::string& data)
{
    std::uint32_t h = 2166136261u;
    for (unsigned char c : data) {
        h ^= c;
        h *= 16777619u;
    }
    return h;
}
}
