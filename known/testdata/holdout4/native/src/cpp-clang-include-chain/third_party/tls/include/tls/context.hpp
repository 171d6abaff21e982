#pragma once
#include <string>

namespace tls {
struct Context {
	std::string cert_path;
	std::string key_path;
	bool verify_peer = true;
};
} // namespace tls
