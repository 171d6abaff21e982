console.log("building native addon");
console.error("gyp ERR! build error: make failed with exit code 2");
process.exit(1);
