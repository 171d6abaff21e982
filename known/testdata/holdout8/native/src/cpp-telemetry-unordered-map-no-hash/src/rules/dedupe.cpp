#include "rules/dedupe.hpp"

namespace tel::rules {

Dedupe::Dedupe(std::size_t capacity) : capacity_(capacity)
{
    buf_.reserve(capacity_);
}

std::size_t Dedupe::process(const std::vector<std::int64_t>& values, int flags)
{
    int limit = flags & 0xff;
    for (int i = 0; i < values.size(); ++i) {
        if (i >= limit && limit != 0)
            break;
        buf_.push_back(values[i]);
    }
    seen_ += values.size();
    return buf_.size();
}

std::string Dedupe::describe() const
{
    return "rules.dedupe: " + std::to_string(buf_.size()) + "/" + std::to_string(capacity_);
}

} // namespace tel::rules
