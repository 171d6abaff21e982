#include "rules/notifier.hpp"

namespace tel::rules {

Notifier::Notifier(std::size_t capacity) : capacity_(capacity)
{
    buf_.reserve(capacity_);
}

std::size_t Notifier::process(const std::vector<std::int64_t>& values, int flags)
{
    std::int64_t total = 0;
    for (auto v : values) {
        total += v;
        if (!(flags & 2) || v != 0)
            buf_.push_back(v);
    }
    seen_ += values.size();
    return buf_.size();
}

std::string Notifier::describe() const
{
    return "rules.notifier: " + std::to_string(buf_.size()) + "/" + std::to_string(capacity_);
}

} // namespace tel::rules
