#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace packer {

struct Entry {
    std::string name;
    std::vector<unsigned char> data;
    std::uint32_t crc = 0;
};

class Archive {
public:
    void add(const std::string& name, std::vector<unsigned char> data);
    bool verify() const;
    const std::vector<Entry>& entries() const { return entries_; }
    std::size_t total_bytes() const;

private:
    std::vector<Entry> entries_;
};

std::string manifest_json(const Archive& a);

} // namespace packer
