#include "net/listener.hpp"

namespace net {
int Listener::serve(int max_conns)
{
	int served = 0;
	for (int i = 0; i < max_conns; i++) {
		Socket s("0.0.0.0", port_);
		for (auto &h : handlers_)
			h(s);
		served++;
	}
	return served;
}
} // namespace net
