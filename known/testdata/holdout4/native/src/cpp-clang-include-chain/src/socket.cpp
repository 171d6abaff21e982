#include "net/socket.hpp"

namespace net {
Socket::Socket(std::string host, std::uint16_t port, const tls::Context *tls)
	: host_(std::move(host)), port_(port), tls_(tls)
{
}

bool Socket::connect()
{
	return fd_ >= 0;
}

std::string Socket::peer() const
{
	return host_ + ":" + std::to_string(port_);
}
} // namespace net
