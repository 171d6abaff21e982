#include <algorithm>
#include "evbus/bus.hpp"
namespace evbus {
void Bus::subscribe(const std::string& pattern, Handler h, int priority)
{
    subs_.push_back(Subscription{pattern, std::move(h), priority});
    std::stable_sort(subs_.begin(), subs_.end(),
                     [](const Subscription& a, const Subscription& b) { return a.priority > b.priority; });
}
std::size_t Bus::publish(const Event& ev)
{
    std::size_t n = 0;
    for (auto& s : subs_)
        if (matches(s.pattern, ev.topic)) {
            s.handler(ev);
            n++;
        }
    return n;
}
}
