#include "checksums.hpp"

namespace cks {
std::uint32_t sdbm(const std::string& data)
{
    std::uint32_t h = 0;
    for (unsigned char c : data)
        h = c + (h << 6) + (h << 16) - h;
    return h;
}
}
