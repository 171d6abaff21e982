#include "checksums.hpp"

namespace cks {
std::uint32_t fnv1_32(const std::string& data)
{
    std::uint32_t h = 2166136261u;
    for (unsigned char c : data) {
        h *= 16777619u;
        h ^= c;
    }
    return h;
}
}
