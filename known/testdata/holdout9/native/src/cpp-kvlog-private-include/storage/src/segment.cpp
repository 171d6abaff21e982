#include "storage/segment.hpp"

#include <fstream>
#include <iterator>

#include "codec/record.hpp"

namespace storage {

Segment::Segment(std::string path) : path_(std::move(path)) {}

void Segment::append(const std::string& key, const std::string& value) {
    index_[key] = data_.size();
    auto enc = codec::encode({key, value, false});
    data_.insert(data_.end(), enc.begin(), enc.end());
}

void Segment::erase(const std::string& key) {
    auto enc = codec::encode({key, "", true});
    data_.insert(data_.end(), enc.begin(), enc.end());
    index_.erase(key);
}

std::optional<std::string> Segment::get(const std::string& key) const {
    auto it = index_.find(key);
    if (it == index_.end()) return std::nullopt;
    std::vector<std::uint8_t> buf(data_.begin(), data_.end());
    std::size_t off = it->second;
    auto r = codec::decode(buf, off);
    if (!r || r->tombstone) return std::nullopt;
    return r->value;
}

void Segment::flush() const {
    std::ofstream out(path_, std::ios::binary);
    out.write(reinterpret_cast<const char*>(data_.data()), static_cast<std::streamsize>(data_.size()));
}

Segment Segment::load(const std::string& path) {
    Segment s(path);
    std::ifstream in(path, std::ios::binary);
    std::vector<std::uint8_t> buf((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    std::size_t off = 0;
    while (off < buf.size()) {
        std::size_t at = off;
        auto r = codec::decode(buf, off);
        if (!r) break;
        if (r->tombstone) s.index_.erase(r->key);
        else s.index_[r->key] = at;
    }
    s.data_.assign(buf.begin(), buf.begin() + static_cast<std::ptrdiff_t>(off));
    return s;
}

} // namespace storage
