#include "evbus/bus.hpp"
namespace evbus {
Handler only_payload(const std::string& needle, Handler next)
{
    return [needle, next](const Event& ev) {
        if (ev.payload.find(needle) != std::string::npos)
            next(ev);
    };
}
}
