# turns the /** name: text */ comments of a header into a small HTML page
BEGIN { print "<!doctype html>\n<title>geohash API</title>\n<h1>geohash API</h1>\n<dl>" }
/^\/\*\* / {
	sub(/^\/\*\* /, ""); split($0, a, ": ")
	name = a[1]; text = substr($0, length(name) + 3); doc = 1
	if (text ~ /\*\/$/) { sub(/ *\*\/$/, "", text); print "<dt>" name "</dt><dd>" text "</dd>"; doc = 0 }
	next
}
doc && /\*\/$/ { sub(/^ \* ?/, ""); sub(/ *\*\/$/, ""); text = text " " $0; print "<dt>" name "</dt><dd>" text "</dd>"; doc = 0; next }
doc { sub(/^ \* ?/, ""); text = text " " $0 }
END { print "</dl>" }
