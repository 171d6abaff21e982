/* error codes and their messages */
const char *flow_strerror(int code)
{
	switch (code) {
	case 0: return "no error";
	case 1: return "error: stream closed";
	default: return "error: unknown";
	}
}
