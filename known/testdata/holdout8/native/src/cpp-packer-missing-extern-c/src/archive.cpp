#include "archive.hpp"

#include <numeric>

#include "codec.h"

namespace packer {

void Archive::add(const std::string& name, std::vector<unsigned char> data)
{
    Entry e;
    e.name = name;
    e.crc = crc32_update(0, data.data(), data.size());
    e.data = std::move(data);
    entries_.push_back(std::move(e));
}

bool Archive::verify() const
{
    for (const auto& e : entries_)
        if (crc32_update(0, e.data.data(), e.data.size()) != e.crc)
            return false;
    return true;
}

std::size_t Archive::total_bytes() const
{
    return std::accumulate(entries_.begin(), entries_.end(), std::size_t{0},
                           [](std::size_t n, const Entry& e) { return n + e.data.size(); });
}

} // namespace packer
