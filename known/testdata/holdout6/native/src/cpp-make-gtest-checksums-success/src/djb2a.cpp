#include "checksums.hpp"

namespace cks {
std::uint32_t djb2a(const std::string& data)
{
    std::uint32_t h = 5381;
    for (unsigned char c : data)
        h = (h * 33) ^ c;
    return h;
}
}
