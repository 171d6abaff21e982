#pragma once
#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace storage {

class Segment {
public:
    explicit Segment(std::string path);
    void append(const std::string& key, const std::string& value);
    void erase(const std::string& key);
    std::optional<std::string> get(const std::string& key) const;
    std::size_t bytes() const { return data_.size(); }
    void flush() const;
    static Segment load(const std::string& path);

private:
    std::string path_;
    std::vector<unsigned char> data_;
    std::map<std::string, std::size_t> index_;
};

std::size_t compact(const std::vector<Segment*>& in, Segment& out);

} // namespace storage
