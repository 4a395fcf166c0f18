/* Route contracts of the transport marketplace (issue 13): filled by this slice. */
export {};
