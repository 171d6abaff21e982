#pragma once
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace tel::sinks {

class Webhook {
public:
    explicit Webhook(std::size_t capacity = 64);
    std::size_t process(const std::vector<std::int64_t>& values, int flags);
    std::string describe() const;
    std::size_t seen() const { return seen_; }

private:
    std::vector<std::int64_t> buf_;
    std::size_t capacity_;
    std::size_t seen_ = 0;
};

} // namespace tel::sinks
