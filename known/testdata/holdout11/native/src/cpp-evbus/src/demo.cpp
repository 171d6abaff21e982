#include <iostream>
#include "evbus/bus.hpp"
int main()
{
    evbus::Bus bus;
    bus.subscribe("job.*", [](const evbus::Event& ev) { std::cout << ev.topic << ": " << ev.payload << "\n"; });
    bus.publish({"job.done", "42"});
    return 0;
}
