/** The paths of the three worst-case photos (a 39.6 MP PNG, two 40 MP JPEGs), made on first use. */
export function worstCasePhotos(): Promise<string[]>
