'use client';

import { useMemo, useState } from 'react';
import { useAddress } from './use-address';

/** A search held by one parameter of the address (?rhymes=, ?means=), so that it can be shared. */
export interface AddressSearch {
  input: string;
  /** The search submitted (or found in the address), trimmed; '' for none. */
  submitted: string;
  changeInput: (input: string) => void;
  /** Searches for the input and puts it in the address (the other searches leave it). */
  submit: () => void;
}

export function useAddressSearch(parameter: string, language: string): AddressSearch {
  const address = useAddress('search');
  const fromAddress = useMemo(() => new URLSearchParams(address).get(parameter) ?? '', [address, parameter]);
  const [changed, setChanged] = useState<{ input?: string; submitted?: string }>({});
  const input = changed.input ?? fromAddress;
  const submitted = (changed.submitted ?? fromAddress).trim();
  return {
    input,
    submitted,
    changeInput: (next) => setChanged((previous) => ({ ...previous, input: next })),
    submit: () => {
      setChanged({ input, submitted: input });
      const params = new URLSearchParams({ [parameter]: input.trim(), lang: language });
      history.replaceState(null, '', `${location.pathname}?${params}`);
    },
  };
}
