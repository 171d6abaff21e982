#pragma once
#include <cstdint>
#include <string>

#include "tls/context.hpp"

namespace net {
class Socket {
public:
	Socket(std::string host, std::uint16_t port, const tls::Context *tls = nullptr);
	bool connect();
	std::string peer() const;

private:
	std::string host_;
	std::uint16_t port_;
	const tls::Context *tls_;
	int fd_ = -1;
};
} // namespace net
